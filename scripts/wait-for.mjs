// Waits until every URL given answers 2xx (30 s at most).
const urls = process.argv.slice(2);
const deadline = Date.now() + 30_000;
for (const url of urls) {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      console.error(`Timed out waiting for ${url}`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
