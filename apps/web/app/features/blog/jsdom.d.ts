// The part of jsdom the build uses; the package ships no type declarations of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
  }
}
