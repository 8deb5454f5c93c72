#!/usr/bin/env node
/** The `vansky` executable. */
import { main } from "./main.js";

// a closed pipe (`vansky score … | head`) ends the run quietly, as with other Unix tools
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2), process);
