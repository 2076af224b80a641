const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a typed text can be compared with a `uuid` column: PostgreSQL refuses anything else. */
export const isUuid = (text: string) => UUID.test(text);
