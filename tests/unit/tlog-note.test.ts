/**
 * Signed notes, keys, checkpoints and cosignatures of the public log (common/tlog, docs/log.md).
 * Go's golang.org/x/mod/sumdb/note test keys and signed note prove byte compatibility: the same
 * key signs the same bytes, and a note Go signed opens here. Mangled keys, forged signatures,
 * unknown keys and malformed checkpoints are refused.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, fromBase64, toBase64 } from '@common/tlog/hash.ts';
import { formatCheckpoint, parseCheckpoint } from '@common/tlog/checkpoint.ts';
import {
  cosignatureTime,
  cosignatureVerifierFromKey,
  cosignerFromKey,
  generateCosignerKey,
} from '@common/tlog/cosignature.ts';
import { generateSignerKey, openNote, signNote, signerFromKey, splitNote, verifierFromKey } from '@common/tlog/note.ts';

// From golang.org/x/mod/sumdb/note/note_test.go.
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const ENOCH_VKEY = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_SIG =
  '\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG =
  '\u2014 EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';

describe('signed notes, byte-compatible with Go', () => {
  it("signs Go's test note to the same bytes", () => {
    expect(signNote(TEXT, [signerFromKey(PETER_SKEY)])).toBe(`${TEXT}\n${PETER_SIG}`);
  });

  it('opens a note Go signed by two keys, each with its own verifier', () => {
    const note = `${TEXT}\n${PETER_SIG}${ENOCH_SIG}`;
    expect(openNote(note, [verifierFromKey(PETER_VKEY)])).toMatchObject({ text: TEXT, verifiedBy: ['PeterNeumann'] });
    expect(openNote(note, [verifierFromKey(ENOCH_VKEY)]).verifiedBy).toEqual(['EnochRoot']);
    const both = openNote(note, [verifierFromKey(ENOCH_VKEY), verifierFromKey(PETER_VKEY)]);
    expect(both.verifiedBy).toEqual(['PeterNeumann', 'EnochRoot']);
    expect(both.signatures.map((s) => s.line)).toEqual([PETER_SIG, ENOCH_SIG]);
  });

  it('refuses a forged signature and a note only unknown keys signed', () => {
    const forged = PETER_SIG.replace('x08go/ZJ', 'x08go/ZK');
    expect(() => openNote(`${TEXT}\n${forged}`, [verifierFromKey(PETER_VKEY)])).toThrow(/invalid signature/);
    const changedText = TEXT.replace('answer', 'answers');
    expect(() => openNote(`${changedText}\n${PETER_SIG}`, [verifierFromKey(PETER_VKEY)])).toThrow();
    expect(() => openNote(`${TEXT}\n${ENOCH_SIG}`, [verifierFromKey(PETER_VKEY)])).toThrow(/no verified signature/);
    // Same name, other key: its id differs, so the signature is not taken as Peter's.
    const other = generateSignerKey('PeterNeumann');
    expect(() => openNote(`${TEXT}\n${PETER_SIG}`, [verifierFromKey(other.verifierKey)])).toThrow(/no verified/);
  });

  it('refuses malformed notes', () => {
    const v = [verifierFromKey(PETER_VKEY)];
    expect(() => openNote(`${TEXT}${PETER_SIG}`, v)).toThrow(/malformed/);
    expect(() => openNote(`${TEXT}\n${PETER_SIG.slice(0, -1)}`, v)).toThrow();
    expect(() => openNote(`${TEXT}\n${PETER_SIG.replace('\u2014 ', '- ')}`, v)).toThrow(/malformed/);
    expect(() => openNote(`${TEXT}\n\u2014 PeterNeumann AAAA\n`, v)).toThrow(/too short/);
    expect(() => openNote(`a\tb\n\n${PETER_SIG}`, v)).toThrow(/control/);
    expect(() => signNote('no newline', [signerFromKey(PETER_SKEY)])).toThrow();
  });

  it('generates keys that sign and verify, with Go-shaped strings', () => {
    const { signerKey, verifierKey } = generateSignerKey('hostels.example.org/log');
    expect(signerKey).toMatch(/^PRIVATE\+KEY\+hostels\.example\.org\/log\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}$/);
    expect(verifierKey).toMatch(/^hostels\.example\.org\/log\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}$/);
    expect(verifierKey.split('+')[1]).toBe(signerKey.split('+')[3]);
    const note = signNote('hello\n', [signerFromKey(signerKey)]);
    expect(openNote(note, [verifierFromKey(verifierKey)]).text).toBe('hello\n');
    expect(() => generateSignerKey('bad name')).toThrow();
    expect(() => generateSignerKey('a+b')).toThrow();
  });

  it("refuses every mangling of Go's keys (as note_test.go does)", () => {
    expect(() => verifierFromKey(PETER_VKEY)).not.toThrow();
    for (const key of [PETER_VKEY, PETER_SKEY]) {
      const parse = key === PETER_VKEY ? verifierFromKey : signerFromKey;
      for (let i = 0; i < key.length; i++) {
        for (let j = i + 1; j <= key.length; j++) {
          if (i !== 0 || j !== key.length) expect(() => parse(key.slice(i, j)), key.slice(i, j)).toThrow();
        }
        const bumped = key.slice(0, i) + String.fromCharCode(key.charCodeAt(i) + 1) + key.slice(i + 1);
        expect(() => parse(bumped), bumped).toThrow();
      }
    }
    expect(() =>
      verifierFromKey('PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY=='),
    ).toThrow();
    expect(() => verifierFromKey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW')).toThrow();
  });
});

describe('checkpoints', () => {
  const root = fromBase64('CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=');
  const text = 'example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n';

  it('formats and parses the spec example, extensions included', () => {
    expect(formatCheckpoint({ origin: 'example.com/behind-the-sofa', size: 20852163, root, extensions: [] })).toBe(
      text,
    );
    expect(parseCheckpoint(text)).toEqual({
      origin: 'example.com/behind-the-sofa',
      size: 20852163,
      root,
      extensions: [],
    });
    expect(parseCheckpoint(`${text}ext one\n`).extensions).toEqual(['ext one']);
    expect(parseCheckpoint(`o\n0\n${toBase64(EMPTY_ROOT)}\n`).size).toBe(0);
  });

  it.each([
    ['no final newline', text.slice(0, -1)],
    ['two lines', 'o\n5\n'],
    ['leading zero', text.replace('20852163', '020852163')],
    ['signed size', text.replace('20852163', '+20852163')],
    ['short root', 'o\n1\nAAAA\n'],
    ['non-canonical base64', text.replace('q2I=', 'q2J=')],
    ['empty origin', text.replace('example.com/behind-the-sofa', '')],
    ['empty extension', `${text}\n`],
  ])('refuses %s', (_, bad) => {
    expect(() => parseCheckpoint(bad)).toThrow(/malformed checkpoint/);
  });
});

describe('cosignatures', () => {
  const log = generateSignerKey('hostels.example.org/log');
  const witness = generateCosignerKey('witness.example/w1');
  const checkpoint = formatCheckpoint({ origin: 'hostels.example.org/log', size: 3, root: EMPTY_ROOT, extensions: [] });

  it('round trip: the log signs, the witness cosigns with a timestamp, both verify', () => {
    const signed = signNote(checkpoint, [signerFromKey(log.signerKey)]);
    const cosigner = cosignerFromKey(witness.signerKey, () => 1_679_315_147_999);
    const cosigned = signNote(checkpoint, [signerFromKey(log.signerKey), cosigner]);
    const opened = openNote(cosigned, [
      verifierFromKey(log.verifierKey),
      cosignatureVerifierFromKey(witness.verifierKey),
    ]);
    expect(opened.verifiedBy).toEqual(['hostels.example.org/log', 'witness.example/w1']);
    const cosig = splitNote(cosigned).signatures[1]!;
    expect(cosig.sig).toHaveLength(72);
    expect(cosignatureTime(cosig.sig)).toBe(1_679_315_147);
    // The witness's line appended to the log's own note opens the same way.
    expect(openNote(signed + cosig.line, [cosignatureVerifierFromKey(witness.verifierKey)]).verifiedBy).toEqual([
      'witness.example/w1',
    ]);
  });

  it('refuses a cosignature whose time or checkpoint was changed, and keys of the wrong type', () => {
    const cosigned = signNote(checkpoint, [cosignerFromKey(witness.signerKey, () => 1_000_000)]);
    const v = [cosignatureVerifierFromKey(witness.verifierKey)];
    const { signatures } = splitNote(cosigned);
    const raw = fromBase64(signatures[0]!.line.split(' ')[2]!.trim());
    raw[11] = raw[11]! ^ 1; // a bit of the timestamp
    const changed = `${checkpoint}\n\u2014 witness.example/w1 ${toBase64(raw)}\n`;
    expect(() => openNote(changed, v)).toThrow(/invalid signature/);
    expect(() => openNote(cosigned.replace('\n3\n', '\n4\n'), v)).toThrow(/invalid signature/);
    expect(() => cosignerFromKey(log.signerKey, Date.now)).toThrow(/type 04/);
    expect(() => cosignatureVerifierFromKey(log.verifierKey)).toThrow(/type 04/);
    expect(() => verifierFromKey(witness.verifierKey)).toThrow(/type 01/);
  });
});
