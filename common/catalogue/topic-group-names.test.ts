import { expect, it } from "vitest";
import { TOPIC_GROUP_NAMES } from "./topic-group-names";
import { TOPIC_GROUPS } from "./topics";

it("lists the names of the topic groups, in their order", () => {
  expect(TOPIC_GROUP_NAMES).toEqual(TOPIC_GROUPS.map((group) => group.name));
});
