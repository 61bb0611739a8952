/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its database files next to its code; bundling it would copy them into
  // the publicly served static folder, and the native argon2 binding cannot be bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg'],
  // Separate build folders let several servers (dev, e2e, a second checkout) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
