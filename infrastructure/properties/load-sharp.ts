import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/** sharp (libvips) on first use: a start that handles no picture never loads it. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
