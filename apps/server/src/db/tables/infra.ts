/**
 * Secrets generated once per database when the environment gives none (development only): every instance
 * on one database reads the same value, and no value is ever written in the source.
 */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface InfraTables {
  server_secrets: ServerSecretsTable;
}
