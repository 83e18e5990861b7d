// Creates an admin, or sets the password of an existing one:
//   npm run admin:create -- <username> <password> [email]
// Uses DATABASE_PATH like the server, so run it beside the server's environment.
const [username, password, email] = process.argv.slice(2);
if (!username || !password) {
  console.error("usage: npm run admin:create -- <username> <password> [email]");
  process.exit(2);
}
if (password.length < 10) {
  console.error("The password must be at least 10 characters long.");
  process.exit(2);
}
process.env.SEED = "0";
process.env.ADMIN_USERNAME = username;
process.env.ADMIN_PASSWORD = password;
if (email) process.env.ADMIN_EMAIL = email;
const { ensureAdmin } = await import("../app/server/startup.server.ts");
await ensureAdmin();

export {};
