/**
 * A small multipart/form-data reader for the fake's media append endpoint, so the fake needs no
 * dependency: it splits the body on the boundary named in the content-type and keeps each part's
 * name, filename, content-type and raw bytes.
 */

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

function headerParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of value.matchAll(/;\s*([a-z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^\s;]+))/gi)) {
    params[match[1]!.toLowerCase()] = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return params;
}

/** The parts of a body, or undefined when it is not well-formed multipart for that boundary. */
export function parseMultipart(body: Buffer, boundary: string): Part[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return parts;
    if (body.subarray(at, at + 2).toString() !== '\r\n') return undefined;
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) return undefined;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) return undefined;
    const headers: Record<string, string> = {};
    for (const line of body
      .subarray(at + 2, headerEnd)
      .toString('utf8')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const disposition = headers['content-disposition'] ?? '';
    if (!/^form-data\s*;/i.test(disposition)) return undefined;
    const params = headerParams(disposition);
    if (params.name === undefined) return undefined;
    parts.push({
      name: params.name,
      filename: params.filename,
      contentType: headers['content-type'],
      data: body.subarray(headerEnd + 4, next),
    });
    at = next + 2;
  }
}
