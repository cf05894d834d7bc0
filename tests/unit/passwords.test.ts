import { describe, expect, it } from "vitest";
import { PASSWORD_RULE } from "~/domain/auth-schemas";
import { GENERATED_PASSWORD_LENGTH, PASSWORD_CLASSES, generatePassword } from "~/domain/passwords";
import { EXTENDED_NAME_RULE, NAME_RULE } from "~/domain/patient-profile";

describe("generated passwords (spec part 2 §5)", () => {
  it("always meet the password rule, drawing from each of the four classes", () => {
    for (let n = 0; n < 500; n++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(PASSWORD_RULE);
      for (const alphabet of PASSWORD_CLASSES)
        expect([...password].some((c) => alphabet.includes(c))).toBe(true);
      expect([...password].every((c) => PASSWORD_CLASSES.join("").includes(c))).toBe(true);
    }
  });

  it("meets the rule even when the random source always answers the same, and is never shorter than four", () => {
    const always = (value: number) => (bound: number) => Math.min(value, bound - 1);
    expect(generatePassword(12, always(0))).toMatch(PASSWORD_RULE);
    expect(generatePassword(12, always(99))).toMatch(PASSWORD_RULE);
    expect(generatePassword(1, always(0))).toHaveLength(4);
  });

  it("differs from one call to the next", () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50);
  });
});

describe("the extended name pattern (spec part 2 §5)", () => {
  it.each(["St. John", "King, Jr.", "J.R.", "Smith,Jones", "O'Brien-Smith", "Nguyễn Văn An", "山田"])(
    "allows %s",
    (name) => expect(name).toMatch(EXTENDED_NAME_RULE),
  );

  it.each(["", "A..B", "Smith,,", ", Smith", "Smith , Jr", "A  B", "R2D2", "Smith;"])(
    "refuses %j",
    (name) => {
      expect(name).not.toMatch(EXTENDED_NAME_RULE);
    },
  );

  it("is the name rule plus commas and periods", () => {
    expect("King, Jr.").not.toMatch(NAME_RULE);
    for (const name of ["O'Brien-Smith", "Mary Ann"]) expect(name).toMatch(NAME_RULE);
  });
});
