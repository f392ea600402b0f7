// The address of the islands' script in the client build (vite/islands-entry.ts).
declare module 'virtual:islands-entry' {
  const url: string;
  export default url;
}
