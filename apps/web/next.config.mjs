/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@croupier/contracts', '@croupier/games'],
  devIndicators: false,
  // The Fastify server in apps/server mounts this app; /api/** is served there.
};

export default nextConfig;
