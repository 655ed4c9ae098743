import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCoach } from "../../../tests/support/factories";
import { COUNT_CACHE_MS, createCoachesService } from "./service";

const database = await createTestDatabase();

describe("directory totals", () => {
  it("reuse a recent total, read the page fresh, and forget totals when invalidated or expired", async () => {
    let clock = 1_000_000;
    const service = createCoachesService(database.db, () => clock);
    await insertCoach(database.db, { firstName: "One" });
    const query = { limit: 24, offset: 0 };
    expect((await service.listDirectory(query)).total).toBe(1);

    await insertCoach(database.db, { firstName: "Two" });
    const cached = await service.listDirectory(query);
    expect(cached.items).toHaveLength(2);
    expect(cached.total).toBe(1);

    service.invalidateDirectoryCache();
    expect((await service.listDirectory(query)).total).toBe(2);

    await insertCoach(database.db, { firstName: "Three" });
    clock += COUNT_CACHE_MS;
    expect((await service.listDirectory(query)).total).toBe(3);
  });

  it("keeps a separate total per set of filters", async () => {
    const service = createCoachesService(database.db);
    await insertCoach(database.db, { firstName: "Lang", languages: ["Korean"] });
    expect((await service.listDirectory({ limit: 24, offset: 0, language: "Korean" })).total).toBe(1);
    expect((await service.listDirectory({ limit: 24, offset: 0, language: "Italian" })).total).toBe(0);
  });
});
