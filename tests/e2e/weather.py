"""Discord's weather for the loopback Discord: rate limits, server errors, slow answers — and the
request log that measures what the bot met.

Rate limits as Discord's Rate Limits topic documents them:

* **per-route buckets**, each keyed by its route (method and path template) and the request's
  *top-level resource*: ``channel_id``, ``guild_id``, or a webhook's id and token (interaction
  followups and edits; an interaction callback is keyed by the interaction's id and token the
  same way). A bucket allows ``limit`` requests, then refuses until it resets ``per`` seconds
  after its first request. Every answer on a bucketed route carries ``X-RateLimit-Limit``,
  ``-Remaining``, ``-Reset`` (epoch seconds), ``-Reset-After`` and ``-Bucket`` (a hash naming the
  route's limit, the top-level resource left out).
* **a global limit** of 50 requests per second over all routes but the interaction endpoints
  (callbacks and the interaction webhooks), which Discord exempts.
* **429** answers: ``{"message", "retry_after", "global"}`` with ``Retry-After``,
  ``X-RateLimit-Scope`` (``user``, ``global``, or ``shared`` for a resource limited for everyone)
  and, for the global limit, ``X-RateLimit-Global: true``. Every answer carries ``Via``, as
  Discord's do (discord.py takes a 429 without it for a Cloudflare ban and gives up).
* **the invalid-request counter**: 401, 403 and 429 answers (not 429s of scope ``shared``).
  Discord bans an IP for a while at 10,000 in 10 minutes; the emulator counts them, reports the
  worst 10 minutes, and past ``ban_at`` answers as Cloudflare would (a protocol error).

The figures Discord does not publish (it asks apps to read the headers instead) are the ones apps
observe; :data:`ROUTE_LIMITS` says where each comes from, and a test can pass its own.

Faults: a request may fail with 500/502/503/504 *before* it takes effect or *after* (the message
is posted, only the answer is an error), be answered late (``delay``: held before or after it
takes effect), or lose its connection without any answer (``drop``). By chance
(:class:`Weather`, seeded) or by script (:meth:`Forecast.inject`, the next matching request).
"""
from __future__ import annotations

import hashlib
import math
import random
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable

API_PREFIX = "/api/v10"
TEN_MINUTES = 600.0


@dataclass(frozen=True)
class Limit:
    """``limit`` requests per ``per`` seconds in one bucket (per top-level resource)."""

    limit: int
    per: float


#: Route → its limit. Discord publishes no figures; these are what bots observe, and where the
#: source is thin the figure is an assumption (marked). Keys are "METHOD template".
ROUTE_LIMITS: dict[str, Limit] = {
    # 5 per 5 s per channel: the headers of a create (discord-api-docs issue 5646)
    "POST /channels/{channel_id}/messages": Limit(5, 5.0),
    # an edit counts apart from creates, 5 per 5 s (issues 1442, 8073)
    "PATCH /channels/{channel_id}/messages/{message_id}": Limit(5, 5.0),
    "DELETE /channels/{channel_id}/messages/{message_id}": Limit(5, 1.0),  # assumption
    "GET /channels/{channel_id}/messages": Limit(5, 5.0),  # issue 8161 ("0/5" once limited)
    "PUT /channels/{channel_id}/messages/pins/{message_id}": Limit(5, 5.0),  # assumption
    "DELETE /channels/{channel_id}/messages/pins/{message_id}": Limit(5, 5.0),  # assumption
    "PUT /channels/{channel_id}/pins/{message_id}": Limit(5, 5.0),  # the deprecated pin route
    "DELETE /channels/{channel_id}/pins/{message_id}": Limit(5, 5.0),
    # a channel (or thread) edit: 10 per 15 s; its name only twice in 10 minutes (issue 2190)
    "PATCH /channels/{channel_id}": Limit(10, 15.0),
    "PATCH /channels/{channel_id} name": Limit(2, 600.0),
    # webhooks, interaction followups and edits among them: 5 per 2 s per webhook and token
    "POST /webhooks/{app_id}/{token}": Limit(5, 2.0),
    "PATCH /webhooks/{app_id}/{token}/messages/{message_id}": Limit(5, 2.0),
    "GET /webhooks/{app_id}/{token}/messages/{message_id}": Limit(5, 2.0),
    "DELETE /webhooks/{app_id}/{token}/messages/{message_id}": Limit(5, 2.0),
}
#: Any other API route: per route and top-level resource (an assumption, generous for reads).
DEFAULT_LIMIT = Limit(10, 1.0)
#: Requests per second over every route but the interaction endpoints.
GLOBAL_PER_S = 50
#: Answers Discord counts as invalid requests.
INVALID_STATUSES = frozenset({401, 403, 429})
#: The requests a bot makes while playing (faults by chance hit these; logging in and command
#: sync are left calm so that the bot starts).
PLAY_KINDS = frozenset({"post", "edit", "delete", "pin", "unpin", "dm", "dm-open", "callback", "followup",
                        "webhook-edit", "webhook-read", "webhook-delete", "history", "pins", "read",
                        "thread", "channel-edit"})
SERVER_ERRORS = (500, 502, 503, 504)


def route_kind(method: str, route: str, *, dm: bool = False) -> str:
    """What a request is, in the words a storm report uses: post, edit, pin, dm, callback, …"""
    r = route.removeprefix(API_PREFIX)
    if r.startswith("/interactions/"):
        return "callback"
    if r.startswith("/webhooks/"):
        if "/messages/" not in r:
            return "followup" if method == "POST" else "webhook"
        return {"PATCH": "webhook-edit", "GET": "webhook-read", "DELETE": "webhook-delete"}.get(method, "webhook")
    if "/pins" in r:
        return {"PUT": "pin", "DELETE": "unpin"}.get(method, "pins")
    if r == "/channels/{channel_id}/messages":
        if method == "POST":
            return "dm" if dm else "post"
        return "history"
    if r == "/channels/{channel_id}/messages/{message_id}":
        return {"PATCH": "edit", "DELETE": "delete"}.get(method, "read")
    if r == "/users/@me/channels":
        return "dm-open"
    if r == "/channels/{channel_id}/threads":
        return "thread"
    if r == "/channels/{channel_id}" and method == "PATCH":
        return "channel-edit"
    if "/commands" in r:
        return "commands"
    if r in ("/gateway", "/gateway/bot", "/users/@me", "/applications/@me", "/oauth2/applications/@me"):
        return "login"
    if r == "/":
        return "gateway-connect"
    if r.startswith("/attachments/"):
        return "cdn"
    if not route.startswith(API_PREFIX):
        return "unknown"
    return "read" if method == "GET" else "other"


def top_level(match: dict[str, str], route: str) -> str:
    """The request's top-level resource, as Discord keys buckets: channel, guild, or webhook
    (id + token; an interaction callback by the interaction's id and token)."""
    if "/interactions/" in route:
        return f"webhook:{match.get('interaction_id')}+{match.get('token')}"
    if "/webhooks/" in route:
        return f"webhook:{match.get('app_id')}+{match.get('token')}"
    if "channel_id" in match:
        return f"channel:{match['channel_id']}"
    if "guild_id" in match:
        return f"guild:{match['guild_id']}"
    return ""


def exempt_from_global(route: str) -> bool:
    """Discord: the interaction endpoints are not bound to the global rate limit."""
    r = route.removeprefix(API_PREFIX)
    return r.startswith("/interactions/") or r.startswith("/webhooks/{app_id}/{token}")


def bucket_hash(group: str) -> str:
    return hashlib.sha1(group.encode()).hexdigest()[:32]


# ============================================================================================ faults
@dataclass
class Fault:
    """One injected failure. ``status`` 5xx (or any error) answers the request; ``after``: the
    request took effect first (the message IS posted, only the answer fails); ``delay``: the
    answer (``after``) or the request itself (before) is held this many seconds; ``drop``: the
    connection closes without an answer; ``status`` 429 with ``scope``: a rate limit the bot
    could not foresee (``shared``: a resource limited for everyone, not an invalid request)."""

    status: int | None = 503
    code: int = 0
    message: str = ""
    after: bool = False
    delay: float = 0.0
    drop: bool = False
    scope: str = "shared"
    retry_after: float = 1.0

    @property
    def label(self) -> str:
        what = "drop" if self.drop else (str(self.status) if self.status else f"delay{self.delay:g}s")
        return f"{what}-{'after' if self.after else 'before'}"

    def body(self) -> dict:
        return {"message": self.message or _REASONS.get(self.status or 0, "Server Error"), "code": self.code}


_REASONS = {500: "500: Internal Server Error", 502: "502: Bad Gateway", 503: "503: Service Unavailable",
            504: "504: Gateway Timeout"}


@dataclass
class Weather:
    """What the loopback Discord's weather is (everything off: calm, as the suite runs by default).

    ``rate_limits``: the buckets of :data:`ROUTE_LIMITS` (or ``limits``), the global limit and
    their headers. ``faults``: the chance that a request of ``fault_kinds`` fails with one of
    ``fault_statuses`` (``after_share`` of them after taking effect); ``slow``: the chance that
    its answer is held ``slow_s`` seconds (half before, half after it takes effect).
    ``gateway_drops_per_min``: the gateway connection closes that often (a code from
    ``drop_codes``: 1006 resumes, 4000 resumes, 4009 ends the session: a new IDENTIFY).
    ``seed``: the same seed, the same weather for the same requests."""

    rate_limits: bool = False
    limits: dict[str, Limit] = field(default_factory=lambda: dict(ROUTE_LIMITS))
    default_limit: Limit = DEFAULT_LIMIT
    global_per_s: int = GLOBAL_PER_S
    faults: float = 0.0
    fault_statuses: tuple[int, ...] = SERVER_ERRORS
    after_share: float = 0.5
    slow: float = 0.0
    slow_s: float = 1.0  # Discord a second slow: a callback held that long still makes the 3 s
    fault_kinds: frozenset[str] = PLAY_KINDS
    gateway_drops_per_min: float = 0.0
    drop_codes: tuple[int, ...] = (1006, 4000, 4009)
    ban_at: int = 10_000
    seed: int = 0

    @classmethod
    def storm(cls, faults: float = 0.1, *, drops_per_min: float = 2.0, seed: int = 0) -> "Weather":
        """Everything on: rate limits, ``faults`` 5xx, slow answers, gateway drops."""
        return cls(rate_limits=True, faults=faults, slow=faults / 4, gateway_drops_per_min=drops_per_min,
                   seed=seed)


def weather_named(name: str) -> Weather:
    """``VYPRAVCI_E2E_WEATHER``: "" or "calm" (the default), "rate-limits", "storm" or "storm:P"
    (P the chance of a fault, default 0.1)."""
    name = name.strip()
    if name in ("", "calm"):
        return Weather()
    if name == "rate-limits":
        return Weather(rate_limits=True)
    if name == "storm" or name.startswith("storm:"):
        return Weather.storm(float(name.partition(":")[2] or 0.1))
    raise ValueError(f"VYPRAVCI_E2E_WEATHER={name!r}: calm, rate-limits, storm or storm:P")


# ============================================================================================ log
@dataclass
class RequestRecord:
    """One HTTP request the emulator answered."""

    at: float  # arrival, time.monotonic()
    method: str
    path: str
    route: str  # "POST /channels/{channel_id}/messages"
    kind: str  # post, edit, pin, unpin, dm, dm-open, callback, followup, webhook-edit, …
    major: str  # the top-level resource ("channel:…", "webhook:…", "guild:…", "")
    bucket: str | None = None  # X-RateLimit-Bucket (None: no bucket: not rate limited)
    status: int = 0
    done: float = 0.0  # when the answer went out
    waited: float = 0.0  # since this method and path were first refused with 429 (0: never)
    scope: str | None = None  # a 429's X-RateLimit-Scope
    fault: str | None = None  # an injected fault's label ("503-after", "delay2s-before", "drop-before")
    interaction_id: int | None = None
    channel_id: int | None = None

    # the old tuple shape (at, method, path, status) still unpacks
    def __iter__(self):
        return iter((self.at, self.method, self.path, self.status))

    @property
    def limited(self) -> bool:
        return self.status == 429


class Forecast:
    """The emulator's weather at work: buckets, the global window, the fault script, the log."""

    def __init__(self, weather: Weather | None = None) -> None:
        self.weather = weather or Weather()
        self.rng = random.Random(self.weather.seed)
        self.log: list[RequestRecord] = []
        self.script: dict[str, list[Fault]] = defaultdict(list)
        self._buckets: dict[tuple[str, str], list[float]] = {}  # (group, major) → [count, reset_at]
        self._global: list[float] = [0, 0.0]  # [count, window end]
        self._refused: dict[tuple[str, str], float] = {}  # (method, path) → first 429 not yet followed
        self.invalid: list[float] = []  # times of invalid answers
        self.banned = False

    def set(self, weather: Weather) -> None:
        self.weather = weather
        self.rng = random.Random(weather.seed)

    # ------------------------------------------------------------------ script
    def inject(self, kind: str, fault: Fault, count: int = 1) -> None:
        """The next ``count`` requests of ``kind`` meet ``fault``."""
        self.script[kind].extend(Fault(**vars(fault)) for _ in range(count))

    def fault_for(self, kind: str) -> Fault | None:
        queue = self.script.get(kind)
        if queue:
            return queue.pop(0)
        w = self.weather
        if kind not in w.fault_kinds:
            return None
        if w.faults and self.rng.random() < w.faults:
            return Fault(status=self.rng.choice(w.fault_statuses), after=self.rng.random() < w.after_share)
        if w.slow and self.rng.random() < w.slow:
            return Fault(status=None, delay=w.slow_s, after=self.rng.random() < 0.5)
        return None

    # ------------------------------------------------------------------ rate limits
    def limit_of(self, group: str) -> Limit:
        return self.weather.limits.get(group, self.weather.default_limit)

    def take(self, group: str, major: str, now: float) -> tuple[bool, dict[str, str], float]:
        """Count one request in its bucket: (allowed, headers, retry_after)."""
        lim = self.limit_of(group)
        state = self._buckets.get((group, major))
        if state is None or now >= state[1]:
            state = self._buckets[(group, major)] = [0, now + lim.per]
        reset_after = max(0.0, state[1] - now)
        allowed = state[0] < lim.limit
        if allowed:
            state[0] += 1
        headers = {
            "X-RateLimit-Limit": str(lim.limit),
            "X-RateLimit-Remaining": str(max(0, lim.limit - int(state[0]))),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": bucket_hash(group),
        }
        return allowed, headers, reset_after

    def take_global(self, now: float) -> float:
        """Count one request against the global limit; 0 if allowed, else the seconds to wait."""
        if now >= self._global[1]:
            self._global = [0, now + 1.0]
        if self._global[0] >= self.weather.global_per_s:
            return self._global[1] - now
        self._global[0] += 1
        return 0.0

    # ------------------------------------------------------------------ bookkeeping
    def waited(self, method: str, path: str, status: int, now: float) -> float:
        """Seconds since ``method path`` was first refused with 429 (the bot waiting it out)."""
        key = (method, path)
        if status == 429:
            self._refused.setdefault(key, now)
            return now - self._refused[key]
        first = self._refused.pop(key, None)
        return 0.0 if first is None else now - first

    def count_invalid(self, status: int, scope: str | None, now: float) -> None:
        if status in INVALID_STATUSES and not (status == 429 and scope in ("shared", "cloudflare")):
            self.invalid.append(now)

    def invalid_in_window(self, now: float | None = None, window: float = TEN_MINUTES) -> int:
        now = time.monotonic() if now is None else now
        return sum(1 for t in self.invalid if now - window < t <= now)

    def invalid_peak(self, window: float = TEN_MINUTES) -> int:
        """The most invalid requests in any ``window`` seconds (Discord's ban counter)."""
        best, start = 0, 0
        for end, t in enumerate(self.invalid):
            while t - self.invalid[start] >= window:
                start += 1
            best = max(best, end - start + 1)
        return best

    # ------------------------------------------------------------------ reading the log
    def by_kind(self, *, since: float = 0.0) -> Counter:
        return Counter(r.kind for r in self.log if r.at >= since)

    def rate_limited(self, *, scope: str | None = None) -> list[RequestRecord]:
        return [r for r in self.log if r.status == 429 and (scope is None or r.scope == scope)]

    def waits(self) -> list[float]:
        """How long each request that met a 429 waited until it got through."""
        return [r.waited for r in self.log if r.waited > 0 and r.status != 429]

    def report(self) -> dict[str, Any]:
        """What a storm scenario prints: requests by kind, 429s, waits, faults, invalid requests."""
        waits = self.waits()
        return {
            "requests": len(self.log),
            "by_kind": dict(sorted(self.by_kind().items())),
            "rate_limited": len(self.rate_limited()),
            "rate_limited_by_scope": dict(Counter(r.scope for r in self.rate_limited())),
            "waits": len(waits),
            "wait_s_total": round(sum(waits), 3),
            "wait_s_max": round(max(waits, default=0.0), 3),
            "faults": dict(Counter(r.fault for r in self.log if r.fault)),
            "invalid_requests": len(self.invalid),
            "invalid_per_10min_peak": self.invalid_peak(),
            "banned": self.banned,
        }


def count_posts(messages: Iterable[Any], mark: Callable[[Any], Iterable[Hashable]]) -> Counter:
    """How many posts name each key: ``mark(message)`` gives the keys a post names (e.g. (game,
    log length)); each message counts once per key, as created (its first revision that is not
    a loading placeholder), edits aside."""
    counts: Counter = Counter()
    for m in messages:
        for key in set(mark(m) or ()):
            counts[key] += 1
    return counts


def retry_after_header(seconds: float) -> str:
    return str(max(1, math.ceil(seconds)))
