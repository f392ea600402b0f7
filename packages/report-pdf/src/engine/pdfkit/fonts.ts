// The embedded font's two faces, Arimo Regular and Bold (SIL Open Font License, fonts/LICENSE.txt;
// the files of the npm package @expo-google-fonts/arimo 0.4.3, cut to Latin, Greek, Cyrillic and
// the punctuation, currency, arrow and shape blocks with fontTools' subsetter, which halves them:
// `python3 -m fontTools.subset <file> --unicodes="U+0020-007E,U+00A0-024F,U+02B0-02FF,U+0300-036F,
// U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2212,
// U+2260-2265,U+25A0-25FF,U+2713,U+2715,U+FFFD" --layout-features='*' --name-IDs='*'
// --name-languages='*' --notdef-outline`; the licence allows it, Arimo has no reserved name;
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
