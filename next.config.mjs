/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships its database files next to its code; bundling it would copy them into
  // the publicly served static folder, and the native argon2 binding cannot be bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
