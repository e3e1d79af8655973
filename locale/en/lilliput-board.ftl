## 18Lilliput: refusals of tile lays, home tiles and stations (games/lilliput/board.py).
## Keep ids and variables in step with locale/cs/lilliput-board.ftl.

ll-error-tile-unknown = There is no tile { $tile } (or no such rotation).
ll-error-tile-colour = Tile { $tile } cannot be laid with this action now (its colour does not fit the action or the phase).
ll-error-tile-other-company = Only { $company } may lay tile { $tile }.
ll-error-tile-none-left = No tile { $tile } is left in the supply.
ll-error-tile-upgrade-only = Tile { $tile } only replaces a tile already on the board.
ll-error-tile-not-adjacent = A new tile must touch a tile already laid ({ $x },{ $y } touches none).
ll-error-tile-checkerboard = Checkerboard rule: at { $x },{ $y } the tile would share an edge with a tile of its own kind (city next to city, or plain track or town next to plain track or town).
ll-error-tile-water = At { $x },{ $y } track would run into a harbour's water.
ll-error-tile-not-connected = At { $x },{ $y } the tile does not continue track that a station of { $company } reaches without passing a full city.
ll-error-tile-not-upgrade = Tile { $tile } cannot replace tile { $old }: yellow becomes green, green becomes brown, city stays city, Y stays Y, plain track stays plain track.
ll-error-tile-castle-home = The castle may not replace a home city ({ $x },{ $y }).
ll-error-tile-lost-track = Tile { $tile } in that rotation would not keep every track of tile { $old }.
ll-error-home-tile = Tile { $tile } cannot be a home tile here: a yellow city (Slamecksan Railway: the yellow Y).
ll-error-home-twice = { $company } already has its home tile.
ll-error-home-side = A home tile goes on a free side of Mildendo ({ $x },{ $y } is not one).
ll-error-station-no-circle = There is no station circle at { $spot }.
ll-error-station-twice = The company already has a station at { $spot }: one per tile.
ll-error-station-full = Every station circle at { $spot } is taken.
ll-error-station-unreached = No station of { $company } reaches { $spot } without passing a full city.
