/**
 * Marks the embedded database's URL (lib/platform/db-setup/embedded.ts): its connections are
 * multiplexed onto one PGlite session, where one client's named statement clashes with another's
 * ("prepared statement … already exists"), so statements to it stay unnamed (./create-client.ts).
 */
export const EMBEDDED_APPLICATION_NAME = "storefront-embedded";
