import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import * as rootParams from "next/root-params";
import { notFound } from "next/navigation";
import { routing } from "./routing";
import { loadMessages } from "./messages";

export default getRequestConfig(async ({ locale: explicit }) => {
  const locale = explicit ?? (await rootParams.locale());
  if (!hasLocale(routing.locales, locale)) notFound();
  return { locale, messages: loadMessages(locale) };
});
