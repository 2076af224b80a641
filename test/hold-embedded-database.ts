// A stand-in for a running app in tests: opens the embedded database in the folder given,
// says "ready", and holds it until SIGTERM. Run as its own process (node --import tsx).
import { startEmbeddedPostgres } from "../lib/platform/db-setup";

const db = await startEmbeddedPostgres({ dataDir: process.argv[2]! });
console.log("ready");
process.on("SIGTERM", () => void db.stop().then(() => process.exit(0)));
