import { withPayload } from '@payloadcms/next/withPayload';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The content definitions are TypeScript sources of the workspace.
  transpilePackages: ['@peak/content', '@peak/cms-config'],
  poweredByHeader: false,
  // Checked once by the workspace's typecheck and lint, not again by every build.
  typescript: { ignoreBuildErrors: true },
  eslint: { ignoreDuringBuilds: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
