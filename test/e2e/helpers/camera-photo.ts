import type { Page } from "playwright-core";

/** A real JPEG, drawn on a canvas in the page (a camera's size, so the phone's resize has work to do). */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext("2d")!;
    const sky = context.createLinearGradient(0, 0, 0, 1600);
    sky.addColorStop(0, "#38bdf8");
    sky.addColorStop(1, "#f0f9ff");
    context.fillStyle = sky;
    context.fillRect(0, 0, 2400, 1600);
    context.fillStyle = "#15803d";
    context.beginPath();
    context.moveTo(0, 1600);
    context.lineTo(900, 700);
    context.lineTo(1500, 1100);
    context.lineTo(2400, 600);
    context.lineTo(2400, 1600);
    context.fill();
    context.fillStyle = "#facc15";
    context.beginPath();
    context.arc(1900, 350, 180, 0, 2 * Math.PI);
    context.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/jpeg", 0.9));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}
