// Every decision record carries its date and status under its title (docs/decisions/README.md), and
// a record named as superseding another exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.resolve(import.meta.dirname, "../docs/decisions");
const records = fs.readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const STATUS = /^- Status: (accepted|superseded by (\d{3})|accepted; in part superseded by (\d{3}) \(.+\))$/;

describe("decision records", () => {
  it.each(records)("%s has a date and a status under its title", (name) => {
    const [title, blank, date, status] = fs.readFileSync(path.join(folder, name), "utf8").split("\n");
    expect(title).toMatch(/^# \d{3}/);
    expect(blank).toBe("");
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    const match = STATUS.exec(status);
    expect(match, `${name}: ${status}`).not.toBeNull();
    const by = match?.[2] ?? match?.[3];
    if (by) expect(numbers.has(by), `${name} names ${by}`).toBe(true);
  });
});
