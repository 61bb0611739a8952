/** A throw-away database on a PostgreSQL server for one benchmark run, and its removal. */
export async function freshPostgres(adminUrl: string, prefix = 'schola_bench') {
  const { Client } = await import('pg');
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}
