## Server tools (issue 15): /game mine, /game list, /settings server and show, lobby expiry.
## Keep this file and locale/cs/server.ftl in step: same ids, same variables.

cmd-game-mine-name = mine
cmd-game-mine-desc = The games on this server where it is your turn, with links
cmd-game-list-name = list
cmd-game-list-desc = This server's running games and open tables, with links
cmd-settings-server-name = server
cmd-settings-server-desc = Change this server's settings (needs Manage Server); without options, show them
cmd-settings-show-name = show
cmd-settings-show-desc = Show your settings and this server's
opt-creators-name = creators
opt-creators-desc = Who may open new games on this server
opt-creator-role-name = creator-role
opt-creator-role-desc = The role whose members may open games (switches “creators” to this role)
opt-default-pace-name = default-pace
opt-default-pace-desc = The time per move a new game gets unless its host chooses another
opt-game-limit-name = game-limit
opt-game-limit-desc = How many open games one member may play at once (0: no limit)
opt-lobby-timeout-name = lobby-timeout
opt-lobby-timeout-desc = Close a table nobody started after this time
choice-creators-everyone = Everyone
choice-creators-role = Members with a role
choice-creators-admins = Only members who may manage the server
choice-default-pace-off = No deadline (live play)
choice-default-pace-1h = 1 hour per move
choice-default-pace-12h = 12 hours per move
choice-default-pace-1d = 1 day per move
choice-default-pace-3d = 3 days per move
choice-default-pace-7d = 7 days per move
choice-lobby-timeout-6h = 6 hours
choice-lobby-timeout-12h = 12 hours
choice-lobby-timeout-1d = 1 day
choice-lobby-timeout-2d = 2 days
choice-lobby-timeout-3d = 3 days
choice-lobby-timeout-7d = 7 days

## /game mine and /game list

server-mine-title = Your turn ({ $count ->
        [one] 1 game
       *[other] { $count } games
    })
server-mine-none = It is not your turn in any game on this server.
server-mine-line = { $game } ({ $players }) — waiting for you: { $actions }
server-deadline = deadline { $when }
server-list-active = Running games ({ $count })
server-list-lobbies = Open tables ({ $count })
server-list-none = No game is running on this server and no table is open: open one with /game new.
server-list-game = { $game } — { $players }
server-list-lobby = { $game } — { $count }/{ $max } seats, host { $host }: { $players }
server-page = Page { $page } of { $pages }
server-button-previous = Previous
server-button-next = Next

## /settings server and /settings show

server-need-manage-server = Only members who may manage the server can change its settings.
server-bad-value = The setting { $setting } cannot be { $value }; allowed: { $allowed }.
server-role-needed = Name the role too (option creator-role): only its members will open games.
server-create-admins = On this server only members who may manage the server open new games (server setting “creators”; they change it with /settings server).
server-create-role = On this server only members with the role { $role } open new games (server setting “creators”; members who may manage the server change it with /settings server).
server-game-limit = You already play { $count ->
        [one] 1 open game
       *[other] { $count } open games
    } here, the most this server allows one member (server setting “game-limit”; members who may manage the server change it with /settings server). Finish or leave a game first.
server-settings-saved = This server's settings are saved.
server-settings-title = This server's settings
server-settings-language = Language: { $language }
server-settings-creators = Who opens games: { $creators }
server-settings-pace = Default pace: { $pace }
server-settings-game-limit = Open games per member: { $limit }
server-settings-lobby-timeout = A table nobody starts closes after { $timeout }
server-settings-boards = Public boards: { $theme }, { $layout }
server-settings-how = Members who may manage the server change these with /settings server.
server-settings-yours = Your settings
server-settings-your-language = Your language: { $language }
server-settings-your-boards = Your boards: { $theme }, { $layout }
server-settings-from-client = from your Discord client
server-no-limit = no limit
server-duration = { $unit ->
        [hours] { $count ->
            [one] 1 hour
           *[other] { $count } hours
        }
       *[days] { $count ->
            [one] 1 day
           *[other] { $count } days
        }
    }

## Lobby expiry (public, in the table's channel)

server-lobby-closed = The table for { $game } (host { $host }) is closed: nobody started it within { $timeout } (server setting “lobby-timeout”). Open a new one with /game new.
