import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EMPTY_IMAGE, IMAGE_WIDTH, ImageWithFallback } from "~/components/image-with-fallback";

describe("ImageWithFallback", () => {
  it("shows the image at the default width", () => {
    render(<ImageWithFallback src="/pictures/1.png" alt="Dr. Ames" />);
    const img = screen.getByRole("img", { name: "Dr. Ames" });
    expect(img.getAttribute("src")).toBe("/pictures/1.png");
    expect(img.getAttribute("width")).toBe(String(IMAGE_WIDTH.default));
    expect(img.hasAttribute("data-empty")).toBe(false);
  });

  it("shows the empty image, in the same box, when there is no URL", () => {
    render(<ImageWithFallback src={null} alt="Dr. Ames" width={IMAGE_WIDTH.providerProfile} />);
    const img = screen.getByRole("img", { name: "Dr. Ames" });
    expect(img.getAttribute("src")).toBe(EMPTY_IMAGE);
    expect(img.getAttribute("width")).toBe("300");
    expect(img.getAttribute("data-empty")).toBe("true");
    expect(img.getAttribute("title")).toBe("No image URL provided");
  });

  it("falls back to the empty image when the image fails to load", () => {
    render(<ImageWithFallback src="/pictures/missing.png" alt="Dr. Ames" />);
    const img = screen.getByRole("img", { name: "Dr. Ames" });
    expect(img.hasAttribute("title")).toBe(false);
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(EMPTY_IMAGE);
    expect(img.getAttribute("data-empty")).toBe("true");
    expect(img.getAttribute("title")).toBe("The image could not be loaded");
  });
});
