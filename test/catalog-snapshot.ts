import pg from "pg";

/**
 * What a schema is made of, as PostgreSQL itself describes it: enums, columns,
 * constraints and indexes, with the schema's name left out so two can be compared.
 */
export async function snapshotSchema(connectionString: string, schema: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    const q = async (text: string) => (await client.query(text, [schema])).rows;
    return {
      enums: await q(`
        SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text AS labels
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = $1 GROUP BY t.typname ORDER BY t.typname`),
      columns: await q(`
        SELECT table_name, column_name, data_type, udt_name, character_maximum_length AS len,
               numeric_precision AS precision, datetime_precision, is_nullable, column_default
        FROM information_schema.columns
        WHERE table_schema = $1 AND table_name <> '_prisma_migrations'
        ORDER BY table_name, column_name`),
      constraints: await q(`
        SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = $1 AND c.conrelid <> 0 AND c.conrelid::regclass::text <> '_prisma_migrations'
        ORDER BY 1, 2`),
      indexes: await q(`
        SELECT tablename AS table_name, indexname AS name,
               replace(indexdef, ' ' || quote_ident($1) || '.', ' ') AS definition
        FROM pg_indexes WHERE schemaname = $1 AND tablename <> '_prisma_migrations'
        ORDER BY 1, 2`),
    };
  } finally {
    await client.query("RESET search_path").catch(() => undefined);
    await client.end();
  }
}
