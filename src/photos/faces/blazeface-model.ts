/**
 * BlazeFace short range (Google MediaPipe, Apache 2.0; converted to TensorFlow.js by Vladimir
 * Mandic, MIT: see ./model/NOTICE.md) loaded into TensorFlow.js from its two files, made to accept
 * any input size: the graph's input is declared 128 × 128, and the model itself is fully
 * convolutional, so only the declaration changes. The backend (WebAssembly) is set up by the
 * caller, where its files are.
 */
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import type { RunModel } from './face-detector';

interface ModelJson {
  modelTopology: { node: { op: string; attr: { shape?: { shape: { dim: { size: string }[] } } } }[] };
  signature: { inputs: Record<string, { tensorShape: { dim: { size: string }[] } }> };
  weightsManifest: { weights: tf.io.WeightsManifestEntry[] }[];
}

const ANY_SIZE = [{ size: '1' }, { size: '-1' }, { size: '-1' }, { size: '3' }];

export async function loadBlazeFace(json: ModelJson, weights: ArrayBuffer): Promise<GraphModel> {
  for (const node of json.modelTopology.node)
    if (node.op === 'Placeholder' && node.attr.shape) node.attr.shape.shape.dim = ANY_SIZE;
  for (const input of Object.values(json.signature.inputs)) input.tensorShape.dim = ANY_SIZE;
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology as never,
      weightSpecs: json.weightsManifest.flatMap((m) => m.weights),
      weightData: weights,
    }),
  );
}

/** The model as the detector calls it; every tensor is freed before the answer. */
export function modelRunner(model: GraphModel): RunModel {
  return async (input, width, height) => {
    const output = tf.tidy(() => model.execute(tf.tensor4d(input, [1, height, width, 3])) as tf.Tensor);
    try {
      return (await output.data()) as Float32Array;
    } finally {
      output.dispose();
    }
  };
}
