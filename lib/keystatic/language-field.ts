import { fields } from "@keystatic/core";

/** The language an article or a campaign page is written in: one of the site's two, Polish first. */
export const languageField = () =>
  fields.select({
    label: "Język",
    options: [
      { label: "polski", value: "pl" },
      { label: "angielski", value: "en" },
    ],
    defaultValue: "pl",
  });
