export { db } from "../db/client";
