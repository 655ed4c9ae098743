import { describe, expect, it } from "vitest";
import { UPLOADED_IMAGE_PATH } from "./image-references";
import { isUuid } from "./uuid";

describe("ids", () => {
  it("are UUIDs in either case; anything else names nothing", () => {
    expect(isUuid("3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f")).toBe(true);
    expect(isUuid("3F2B8C4E-1A2B-4C3D-8E9F-0A1B2C3D4E5F")).toBe(true);
    for (const other of [
      "",
      "3f2b8c4e",
      "3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f ",
      "x3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      "../etc/passwd",
      42,
      null,
    ]) {
      expect(isUuid(other)).toBe(false);
    }
  });

  it("name an uploaded photo's file, lower case only", () => {
    expect(UPLOADED_IMAGE_PATH.test("/uploads/3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.jpg")).toBe(true);
    expect(UPLOADED_IMAGE_PATH.test("/uploads/3F2B8C4E-1A2B-4C3D-8E9F-0A1B2C3D4E5F.jpg")).toBe(false);
    expect(UPLOADED_IMAGE_PATH.test("/uploads/3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.jpgx")).toBe(false);
  });
});
