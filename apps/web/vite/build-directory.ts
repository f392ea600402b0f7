// Where the build goes; WEB_BUILD_DIR lets parallel builds (and tests) use separate folders.
export const BUILD_DIRECTORY = process.env.WEB_BUILD_DIR ?? 'dist';
