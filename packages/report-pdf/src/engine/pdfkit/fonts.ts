// The embedded font's two faces, Arimo Regular and Bold (SIL Open Font License, fonts/LICENSE.txt;
// the files of the npm package @expo-google-fonts/arimo 0.4.3;
// Helvetica's and Arial's metrics, so the pages keep the layout they had in the built-in font).
// PDF/UA wants every font embedded. The files are assets beside this module: the browser fetches
// them when a PDF is made (the bundler gives their address), Node reads them from disk.

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

const REGULAR_URL = new URL('./fonts/Arimo-Regular.ttf', import.meta.url);
const BOLD_URL = new URL('./fonts/Arimo-Bold.ttf', import.meta.url);

async function read(url: URL): Promise<Uint8Array> {
  if (url.protocol === 'file:') {
    // Named at run time, so a browser bundle never takes Node's file system in.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as typeof import('node:fs/promises');
    return new Uint8Array(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF's font could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Both faces, read once. */
export async function loadFonts(): Promise<FontFiles> {
  const [regular, bold] = await Promise.all([read(REGULAR_URL), read(BOLD_URL)]);
  return { regular, bold };
}
