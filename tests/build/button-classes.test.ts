import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buttonClass } from "~/components/forms";

/**
 * buttonClass names classes defined once in app/tailwind.css (decision 049). Tailwind keeps a
 * components-layer class only where it finds the name written in the source, so a name built at
 * run time (`btn-${variant}`) would leave buttons unstyled with every other test passing.
 */
const ASSETS = path.join("build", "client", "assets");
const VARIANTS = ["primary", "secondary", "danger", "link"] as const;

describe("the button classes", () => {
  const css = readdirSync(ASSETS)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(path.join(ASSETS, file), "utf8"))
    .join("\n");

  it.each(VARIANTS)("defines every class of the %s button in the built CSS", (variant) => {
    const classes = buttonClass(variant).split(" ");
    expect(classes).toContain("btn");
    for (const name of classes) expect(css).toMatch(new RegExp(`\\.${name}\\{`));
  });

  it("has the focus ring on every button", () => {
    expect(css).toMatch(/\.btn:focus-visible\{[^}]*--tw-ring-color/);
  });
});
