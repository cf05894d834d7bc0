import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProviderForm } from "~/components/providers/provider-form";

/**
 * The provider form in the browser (decision 038's addendum): the create form is a multipart
 * form with a photo and the sign-in account's fields, and asks for the e-mail only when the
 * provider signs in; the edit form has neither.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

function renderForm(create: boolean, posted: string[] = []) {
  const Stub = createRemixStub([
    {
      path: "/provider/providers/new",
      Component: () => (
        <ProviderForm
          id="new-provider"
          lastResult={null}
          specialties={["Pediatrics"]}
          submit="Add provider"
          cancelHref="/provider/providers"
          photoHint={create ? "PNG, at most 2 MB" : undefined}
        />
      ),
      action: async ({ request }) => {
        posted.push(request.headers.get("content-type") ?? "");
        return { result: null };
      },
    },
  ]);
  return render(<Stub initialEntries={["/provider/providers/new"]} future={APP_FUTURE} />);
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

  it("asks for the e-mail in the browser only when the provider signs in", async () => {
    const posted: string[] = [];
    renderForm(true, posted);
    fireEvent.change(screen.getByLabelText("Name", { exact: true }), {
      target: { value: "Dr. Ines Duarte" },
    });
    fireEvent.change(screen.getByLabelText("Licence type"), {
      target: { value: "Nurse Practitioner" },
    });
    fireEvent.click(screen.getByLabelText("This provider signs in"));
    fireEvent.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() =>
      expect(
        screen.getAllByText("Enter the e-mail the provider signs in with", { exact: false }).length,
      ).toBeGreaterThan(0),
    );
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText("This provider signs in"));
    fireEvent.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatch(/^multipart\/form-data/);
  });
});
