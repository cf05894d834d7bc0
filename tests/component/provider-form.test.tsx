import { createRemixStub } from "@remix-run/testing";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProviderForm } from "~/components/providers/provider-form";
import { providerCreateSchema, providerSchema } from "~/domain/provider-schemas";
import { formConstraint } from "~/http/form-constraints.server";

/**
 * The provider form in the browser (decision 038's addendum): the create form is a multipart
 * form with a photo and the sign-in account's fields, and its action asks for the e-mail only
 * when the provider signs in; the edit form has neither.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

/**
 * The form as its pages run it: the server's constraint attributes, and the action's reply as its
 * last result (decision 046). The stub's action does not read the multipart body (jsdom's stream
 * of it never ends); the replies are the schema's own, built from the values a test names.
 */
function renderForm(
  create: boolean,
  posted: string[] = [],
  lastResult: SubmissionResult<string[]> | null = null,
) {
  const schema = create ? providerCreateSchema : providerSchema;
  const Stub = createRemixStub([
    {
      path: "/provider/providers/new",
      Component: () => (
        <ProviderForm
          id="new-provider"
          constraint={formConstraint(schema)}
          lastResult={lastResult}
          specialties={["Pediatrics"]}
          submit="Add provider"
          cancelHref="/provider/providers"
          photoHint={create ? "PNG, at most 2 MB" : undefined}
        />
      ),
      action: async ({ request }) => {
        posted.push(request.headers.get("content-type") ?? "");
        return null;
      },
    },
  ]);
  return render(<Stub initialEntries={["/provider/providers/new"]} future={APP_FUTURE} />);
}

/** The create action's reply to these values. */
function createReply(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return parseWithZod(form, { schema: providerCreateSchema }).reply();
}

describe("the provider form", () => {
  it("offers the photo and the sign-in account on create, as a multipart form", () => {
    const { container } = renderForm(true);
    expect(container.querySelector("form")!.getAttribute("enctype")).toBe("multipart/form-data");
    const photo = screen.getByLabelText("Photo (optional)") as HTMLInputElement;
    expect(photo.type).toBe("file");
    expect(photo.accept).toBe("image/png,image/jpeg,image/webp");
    expect((screen.getByLabelText("This provider signs in") as HTMLInputElement).type).toBe("checkbox");
    expect((screen.getByLabelText("E-mail for signing in") as HTMLInputElement).type).toBe("email");
  });

  it("has neither on edit", () => {
    const { container } = renderForm(false);
    expect(container.querySelector("form")!.getAttribute("enctype")).not.toBe("multipart/form-data");
    expect(screen.queryByLabelText("Photo (optional)")).toBeNull();
    expect(screen.queryByLabelText("E-mail for signing in")).toBeNull();
  });

  it("renders the constraint attributes the server computed from the schema", () => {
    renderForm(true);
    expect((screen.getByLabelText("Name", { exact: true }) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText("Licence type") as HTMLSelectElement).required).toBe(true);
    expect((screen.getByLabelText("E-mail for signing in") as HTMLInputElement).required).toBe(false);
  });

  it("sends the form to the action unchecked, as a multipart post", async () => {
    const posted: string[] = [];
    renderForm(true, posted);
    fireEvent.click(screen.getByLabelText("This provider signs in"));
    fireEvent.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatch(/^multipart\/form-data/);
  });

  it("shows the action's refusal next to the e-mail and keeps what was typed", () => {
    const typed = { name: "Dr. Ines Duarte", licenceType: "Nurse Practitioner", signsIn: "on" };
    renderForm(true, [], createReply(typed));
    const email = screen.getByLabelText("E-mail for signing in");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(email.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent,
    ).toContain("Enter the e-mail the provider signs in with");
    expect((screen.getByLabelText("Name", { exact: true }) as HTMLInputElement).value).toBe(
      "Dr. Ines Duarte",
    );
    expect((screen.getByLabelText("Licence type") as HTMLSelectElement).value).toBe("Nurse Practitioner");
    expect((screen.getByLabelText("This provider signs in") as HTMLInputElement).checked).toBe(true);
  });

  it("asks for no e-mail when the provider does not sign in", () => {
    renderForm(true, [], createReply({ name: "Dr. Ines Duarte", licenceType: "Nurse Practitioner" }));
    expect(screen.getByLabelText("E-mail for signing in").getAttribute("aria-invalid")).toBeNull();
  });
});
