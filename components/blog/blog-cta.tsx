import NextLink from "next/link";
import { ArrowRight } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

type Props = { title: string; text: string; button: string; href: string; headingId: string };

/** The call to action that ends the blog pages: to the contact section of the home page. */
export function BlogCta({ title, text, button, href, headingId }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-12 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12"
    >
      <div aria-hidden className="absolute -top-24 -right-24 size-64 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden className="absolute -bottom-24 -left-16 size-56 rounded-full bg-accent-400/20 blur-2xl" />
      <h2 id={headingId} className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-50 text-pretty">{text}</p>
      <NextLink href={href} prefetch={false} className={buttonClasses("light", "lg", "relative mt-8")}>
        {button}
        <ArrowRight aria-hidden className="size-5" />
      </NextLink>
    </section>
  );
}
