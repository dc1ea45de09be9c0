import { describe, expect, it } from "vitest";
import { decideLock, decidePostmaster, formatLock, parseLock, parsePostmasterPid, refusal } from "./guard";

const holder = { pid: 4242, startedAt: "2026-11-26T01:00:00.000Z", port: 54321 };

describe("decideLock", () => {
  it("takes a folder nobody holds", () => {
    expect(decideLock(null, () => true, 1)).toEqual({ action: "take" });
  });

  it("refuses while the holder runs", () => {
    expect(decideLock({ text: formatLock(holder) }, (pid) => pid === 4242, 1)).toEqual({ action: "refuse", holder });
  });

  it("reclaims the lock of a start that was killed", () => {
    expect(decideLock({ text: formatLock(holder) }, () => false, 1)).toEqual({ action: "reclaim", holder });
  });

  it("reclaims a lock that names its own pid (a pid reused after a reboot)", () => {
    expect(decideLock({ text: formatLock(holder) }, () => true, 4242)).toEqual({ action: "reclaim", holder });
  });

  it("reclaims a lock cut short before its pid was written", () => {
    expect(decideLock({ text: "" }, () => true, 1)).toEqual({ action: "reclaim", holder: null });
    expect(decideLock({ text: '{"pid":' }, () => true, 1)).toEqual({ action: "reclaim", holder: null });
    expect(decideLock({ text: '{"pid":0}' }, () => true, 1)).toEqual({ action: "reclaim", holder: null });
  });
});

describe("parseLock", () => {
  it("reads back what formatLock writes, the port being optional", () => {
    expect(parseLock(formatLock(holder))).toEqual(holder);
    expect(parseLock(formatLock({ ...holder, port: null }))).toEqual({ ...holder, port: null });
  });
});

describe("refusal", () => {
  it("names the holder, how to stop it and the way around it", () => {
    const message = refusal("/srv/app/.data/postgres", holder);
    expect(message).toContain("/srv/app/.data/postgres");
    expect(message).toContain("pid 4242 on port 54321");
    expect(message).toContain("kill 4242");
    expect(message).toContain("DATABASE_URL");
  });
});

describe("parsePostmasterPid", () => {
  it("reads the pid, data directory and port PostgreSQL writes", () => {
    const text = "2021\n/srv/app/.data/postgres\n1795656481\n5491\n\n127.0.0.1\n  2154983         9\nready   \n";
    expect(parsePostmasterPid(text)).toEqual({ pid: 2021, dataDir: "/srv/app/.data/postgres", port: 5491 });
  });

  it("gives nothing for a file with no pid", () => {
    expect(parsePostmasterPid("")).toBeNull();
    expect(parsePostmasterPid("garbage\n")).toBeNull();
  });
});

describe("decidePostmaster", () => {
  const dataDir = "/srv/app/.data/postgres";
  const postmaster = { pid: 2021, dataDir, port: 5491 };

  it("starts when no server file is left", () => {
    expect(decidePostmaster(null, dataDir, () => "postgres")).toEqual({ action: "start" });
  });

  it("starts when the server that wrote the file is gone (PostgreSQL recovers the folder itself)", () => {
    expect(decidePostmaster(postmaster, dataDir, () => "gone")).toEqual({ action: "start" });
  });

  it("stops a server left running on this folder by a killed start", () => {
    expect(decidePostmaster(postmaster, dataDir, () => "postgres")).toEqual({ action: "stop-orphan", pid: 2021 });
  });

  it("removes the file when its pid now belongs to another process", () => {
    expect(decidePostmaster(postmaster, dataDir, () => "other")).toEqual({ action: "remove-stale" });
  });

  it("never stops a PostgreSQL serving another folder", () => {
    expect(decidePostmaster({ ...postmaster, dataDir: "/var/lib/postgresql/15/main" }, dataDir, () => "postgres")).toEqual({ action: "remove-stale" });
  });
});
