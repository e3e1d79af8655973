"""Development markers (car, train, ship) on the three tracks, the crossings and the VP column.

A marker's place is its ``progress`` and, while on a track, the ``path`` it follows there.
Progress counts *columns* from the start (left of the first track): on the base and b-tracks every
space is one column, so progress is simply the number of spaces moved. A wide space of a c-track
spans several columns; a marker enters it with one step and leaves it with one step, and its
progress is the space's right edge. So progress alone orders markers, by the rightmost column they
reach — what maintenance and the 'behind' task cards compare (Pokročilé stupnice rozvoje).
"""
from __future__ import annotations

from dataclasses import dataclass

from .data import TrackSide, load_components, load_tracks


@dataclass(frozen=True)
class Place:
    where: str  # "start" | "track" | "crossing" | "vp"
    index: int = 0  # track number 0–2, crossing 0–1, or VP column row
    space: int = 0  # column on the track (0-based)


class Tracks:
    """The three development tracks of one game, in board order."""

    def __init__(self, keys: list[str]) -> None:
        by_key = load_tracks().by_key()
        self.keys = list(keys)
        self.sides: list[TrackSide] = [by_key[k] for k in keys]
        self.lengths = [t.length for t in self.sides]
        # Track k occupies progress offsets[k] + 1 … offsets[k] + lengths[k]; a crossing follows.
        self.offsets = [0, self.lengths[0] + 1, self.lengths[0] + self.lengths[1] + 2]
        # Right edge (column, 1-based) and bonus of each space, per track and path.
        self.edges: list[dict[str, list[tuple[int, str]]]] = []
        for side in self.sides:
            per_path = {}
            for name in ("upper", "lower"):
                col, spaces = 0, []
                for bonus, width in side.spaces(name):
                    col += width
                    spaces.append((col, bonus))
                per_path[name] = spaces
            self.edges.append(per_path)
        self.vp = load_components().vp_column.values
        # start → track 1 → crossing → track 2 → crossing → track 3 → VP column
        self.vp_entry = sum(self.lengths) + 3
        self.max_progress = self.vp_entry + len(self.vp) - 1

    def place(self, progress: int) -> Place:
        if progress == 0:
            return Place("start")
        rem = progress
        for k, length in enumerate(self.lengths):
            if rem <= length:
                return Place("track", k, rem - 1)
            rem -= length
            if k < 2:
                if rem == 1:
                    return Place("crossing", k)
                rem -= 1
        return Place("vp", rem - 1)

    def needs_path(self, progress: int) -> bool:
        """A path is chosen when leaving the start or a crossing (never into the VP column)."""
        if progress >= self.max_progress:
            return False
        return self.place(progress).where in ("start", "crossing")

    def can_move(self, progress: int) -> bool:
        return progress < self.max_progress

    def _space(self, progress: int, path: str | None) -> tuple[int, int] | None:
        """(track, index of the space) a marker at ``progress`` on ``path`` stands on."""
        place = self.place(progress)
        if place.where != "track" or path is None:
            return None
        column = place.space + 1
        for i, (edge, _) in enumerate(self.edges[place.index][path]):
            if edge == column:
                return place.index, i
        return None

    def bonus(self, progress: int, path: str | None) -> str:
        found = self._space(progress, path)
        if found is None:
            return ""
        k, i = found
        return self.edges[k][path][i][1]

    def points(self, progress: int) -> int:
        place = self.place(progress)
        return self.vp[place.index] if place.where == "vp" else 0

    def step(self, progress: int, path: str | None, choice: str | None) -> tuple[int, str | None]:
        """One step on: the new progress and path (``choice`` is used when a path is chosen)."""
        place = self.place(progress)
        if place.where in ("start", "crossing"):
            k = 0 if place.where == "start" else place.index + 1
            path = choice
            progress = self.offsets[k] + self.edges[k][path][0][0]
        elif place.where == "track":
            k = place.index
            found = self._space(progress, path)
            i = found[1] if found else -1
            spaces = self.edges[k][path]
            if 0 <= i < len(spaces) - 1:
                progress = self.offsets[k] + spaces[i + 1][0]
            else:
                progress = self.offsets[k] + self.lengths[k] + 1
        else:
            progress += 1
        if self.place(progress).where != "track":
            path = None
        return progress, path
