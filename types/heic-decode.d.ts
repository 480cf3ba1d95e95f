// heic-decode ships no types: the part lib/media/process-photo.ts uses.
declare module "heic-decode" {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  type Image = { width: number; height: number; decode(): Promise<Decoded> };
  const decode: ((input: { buffer: Uint8Array }) => Promise<Decoded>) & {
    all(input: { buffer: Uint8Array }): Promise<Image[] & { dispose(): void }>;
  };
  export default decode;
}
