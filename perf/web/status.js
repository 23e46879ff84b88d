// status.js — the queue: collectors with their heartbeats and state, running jobs,
// recent failures with their error text, requests, queued jobs. Reloads
// every 15 s.
import { api, el, showError } from './common.js';

const when = (t) => (t === null || t === undefined ? '' : new Date(t * 1000).toISOString().replace('.000Z', 'Z'));
const ago = (now, t) => (t === null || t === undefined ? '' : `${Math.max(0, now - t)} s ago`);

function table(id, heads, rows, empty) {
  const t = document.getElementById(id);
  if (!rows.length) {
    t.replaceChildren(el('tbody', {}, el('tr', {}, el('td', { class: 'muted' }, empty))));
    return;
  }
  t.replaceChildren(el('thead', {}, el('tr', {}, heads.map((h) => el('th', {}, h)))),
    el('tbody', {}, rows.map((r) => el('tr', {}, r.map((c) => el('td', {}, c))))));
}

async function load() {
  const s = await api('/api/status');
  document.getElementById('asof').textContent = `As of ${when(s.now)} (reloads every 15 s).`;
  // state: running, idle, past-lease (silent longer than its lease: hung,
  // stopped or killed), gone (it exited)
  const state = (c) => (c.state === 'gone' ? `gone: exited ${when(c.stopped_at)}`
    : c.state === 'past-lease' ? `past its lease of ${c.lease} s: hung, stopped or killed`
      : c.state);
  table('collectors', ['Collector', 'Host', 'PID', 'Started', 'Last heartbeat', 'State', 'Job'],
    s.collectors.map((c) => [c.name, c.host, String(c.pid), when(c.started_at),
      `${when(c.last_heartbeat)} (${ago(s.now, c.last_heartbeat)})`, state(c), c.job === null ? '' : `#${c.job}`]),
    'No collector has registered.');
  const job = (j) => `${j.artifact} ${j.benchmark} ${j.profile} (${j.scenarios}) ×${j.iterations}`;
  table('running', ['Job', 'What', 'Collector', 'Since', 'Try', 'Lease until'],
    s.jobs.filter((j) => j.state === 'running').map((j) => [`#${j.id}`, job(j), j.collector || '', when(j.started_at),
      String(j.tries), `${when(j.lease_until)}${j.lease_until < s.now ? ' (expired: claimable)' : ''}`]),
    'Nothing is running.');
  const failed = s.jobs.filter((j) => j.state === 'failed' || (j.error && j.state !== 'done')).slice(0, 50);
  document.getElementById('failures').replaceChildren(...(failed.length ? failed.map((j) => el('div', {}, [
    el('p', {}, `#${j.id} ${job(j)}: ${j.state}, ${j.tries} tries, last by ${j.collector || '?'} at ${when(j.finished_at || j.started_at)}`),
    el('pre', { class: 'errortext' }, j.error || '')])) : [el('p', { class: 'muted' }, 'No failures.')]));
  table('requests', ['Request', 'Artifact', 'Base', 'Iterations', 'Queued at', 'Queued', 'Running', 'Done', 'Failed'],
    s.requests.map((r) => [`#${r.id}`, r.artifact, r.base || '', String(r.iterations), when(r.created_at),
      String(r.queued), String(r.running), String(r.done), String(r.failed)]),
    'No requests yet (selfprof-perf queue).');
  table('queued', ['Job', 'What', 'Tries', 'Queued at'],
    s.jobs.filter((j) => j.state === 'queued').map((j) => [`#${j.id}`, job(j), String(j.tries), when(j.queued_at)]),
    'The queue is empty.');
  document.body.dataset.ready = '1';
}

load().catch(showError);
setInterval(() => load().catch(showError), 15000);
