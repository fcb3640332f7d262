import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Which schemas and tables exist, for the portal's own schema only. Kysely's PostgreSQL introspector
 * reads every column of every table in every schema of the database, and looks each table up again by
 * name (`pg_get_serial_sequence`): a schema dropped or a column renamed by anyone else meanwhile (another
 * tenant's migrations, another test run) fails the read with "schema ... does not exist" or "column ...
 * does not exist", and the migrator, which reads it at every start, stops the server. This reads
 * information_schema for the one schema, which names no other.
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schema: string;

  constructor(db: Kysely<unknown>, schema: string) {
    this.#db = db;
    this.#schema = schema;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select schema_name as name from information_schema.schemata where schema_name = ${this.#schema}`.execute(
      this.#db,
    );
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const [tables, columns] = await Promise.all([
      sql<{ name: string; type: string }>`
        select table_name as name, table_type as type from information_schema.tables
        where table_schema = ${this.#schema} order by table_name`.execute(this.#db),
      sql<{
        table: string;
        name: string;
        dataType: string;
        nullable: string;
        defaultValue: string | null;
        identity: string;
      }>`
        select table_name as "table", column_name as name, udt_name as "dataType", is_nullable as nullable,
          column_default as "defaultValue", is_identity as identity
        from information_schema.columns where table_schema = ${this.#schema}
        order by table_name, ordinal_position`.execute(this.#db),
    ]);
    const byTable = new Map<string, ColumnMetadata[]>();
    for (const column of columns.rows) {
      const list = byTable.get(column.table) ?? [];
      list.push({
        name: column.name,
        dataType: column.dataType,
        isNullable: column.nullable === 'YES',
        hasDefaultValue: column.defaultValue !== null || column.identity === 'YES',
        isAutoIncrementing: column.identity === 'YES' || (column.defaultValue ?? '').startsWith('nextval('),
      });
      byTable.set(column.table, list);
    }
    return tables.rows.map((row) => ({
      name: row.name,
      schema: this.#schema,
      isView: row.type === 'VIEW',
      isForeign: row.type === 'FOREIGN',
      columns: byTable.get(row.name) ?? [],
    }));
  }
}

/** PostgreSQL as Kysely speaks it, introspecting `schema` alone (see {@link SchemaIntrospector}). */
export class SchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db, this.#schema);
  }
}
