// Watch-mode budgets on a corpus project: start until the first page is
// served, save-to-visible latency in a real Chromium page, and resident memory
// across 50 edits. Used by scripts/bench.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchBenchBrowser } from './bench-browser.mjs';

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

export async function benchWatch({ root, projectDir, edits = 50 }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'watch', '--port', '0'], {
    cwd: projectDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      out += c;
      const m = /serving (http:\/\/\S+?)\/? /.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`watch exited: ${out}`)));
  });
  const target = path.join(projectDir, 'content/docs/about/intro.md');
  const first = await fetch(`${url}/docs/about/intro`);
  if (!first.ok) throw new Error(`first page: ${first.status}`);
  const startMs = performance.now() - started;

  const browser = await launchBenchBrowser();
  const original = fs.readFileSync(target, 'utf8');
  const latencies = [];
  const rss = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/docs/about/intro`);
    await page.waitForSelector('.markdown');
    await page.waitForSelector('html[data-docsgen-live="connected"]');
    for (let i = 1; i <= edits; i++) {
      const marker = `Marcador de edição ${i} ${Date.now()}`;
      const t0 = performance.now();
      fs.writeFileSync(target, `${original}\n\n${marker}\n`);
      await page
        .waitForFunction((m) => document.querySelector('.markdown')?.textContent?.includes(m), marker, {
          polling: 'raf',
          timeout: 30_000,
        })
        .catch((e) => {
          throw new Error(
            `edit ${i} never showed: ${e.message}\nwatch printed:\n${out.split('\n').slice(-8).join('\n')}`,
          );
        });
      latencies.push(performance.now() - t0);
      if (i === 10 || i === edits) rss.push(rssMb(child.pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    fs.writeFileSync(target, original);
    await browser.close();
    child.kill();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    startMs,
    saveToVisibleMedianMs: sorted[Math.floor(sorted.length / 2)],
    saveToVisibleP90Ms: sorted[Math.floor(sorted.length * 0.9)],
    rssAfter10Mb: rss[0],
    rssAfter50Mb: rss[1],
  };
}
