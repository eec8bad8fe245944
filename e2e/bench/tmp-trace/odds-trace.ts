import { launchChromium, newContext, openPage, playerOrigin } from '../browser-session';
import { ANSWERED, answerChrome } from '../../support/chrome-answers';
import { observe, sample } from '../page-timings';

async function main() {
  const origin = playerOrigin(process.argv[2]!);
  const browser = await launchChromium();
  const profile = (process.argv[3] ?? 'mobile') as 'mobile' | 'unthrottled';
  for (let run = 0; run < 2; run++) {
    const context = await newContext(browser, profile);
    await answerChrome(context, origin, ANSWERED);
    await context.addInitScript(observe);
    await context.addInitScript(() => {
      const look = () => {
        const b = document.querySelector('button[data-market-id]:not([disabled])');
        if (b) { performance.mark('bench:odds-in-dom'); return; }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const { page } = await openPage(context, profile);
    await page.goto(`${origin}/ru/`);
    await page.waitForSelector('button[data-market-id]', { timeout: 60000 });
    const s = await sample(page);
    console.log(`run ${run}: fcp ${Math.round(s.fcp)} lcp ${Math.round(s.lcp)} cls ${s.cls}`);
    for (const m of s.detail.marks) console.log(`  mark ${m.at} ${m.name}`);
    for (const r of s.detail.requests) console.log(`  ${String(r.start).padStart(5)}-${String(r.end).padStart(5)} ${r.path}`);
    await context.close();
  }
  await browser.close();
}
void main();
