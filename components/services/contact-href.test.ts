import { expect, it } from "vitest";
import { contactHref } from "./contact-href";

it("leads to the contact form of the page's language", () => {
  expect(contactHref("pl")).toBe("/#contact");
  expect(contactHref("en")).toBe("/en#contact");
});
