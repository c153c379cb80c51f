-- wrk script of `npm run bench:serve` (benches/bench-serve.ts, parsed by benches/lib/wrk.ts).
--   wrk -t2 -c16 -d20s -H 'Accept-Encoding: ...' -s wrk-report.lua <origin> -- <paths file> <requests per thread> <threads>
-- Each thread cycles through the request paths of the file (one a line), each from its own
-- place in the list, sends at most its share of the requests, then stops and writes
-- "wrk-thread-finished" to stderr (the bench then stops wrk with SIGINT instead of waiting for -d).
-- At the end it prints one line, "wrk-result " and a JSON object: responses, duration, bytes,
-- wrk's error counts (status counts answers >= 400) and the latency distribution in microseconds.

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

local paths = {}
local limit = 0
local sent = 0
local offset = 0
local finished = false

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then
      paths[#paths + 1] = line
    end
  end
  if #paths == 0 then
    error("no request paths in " .. args[1])
  end
  limit = tonumber(args[2])
  offset = math.floor(id * #paths / tonumber(args[3])) % #paths
end

function request()
  if sent >= limit and not finished then
    finished = true
    io.stderr:write("wrk-thread-finished\n")
    io.stderr:flush()
    wrk.thread:stop()
  end
  sent = sent + 1
  return wrk.format("GET", paths[(offset + sent - 1) % #paths + 1])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'wrk-result {"responses":%d,"durationUs":%d,"bytes":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%d},"threads":%d}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    math.floor(latency.mean), #threads))
end
