/**
 * The emoji the picker offers: common ones, with their CLDR short names and
 * a few search words. Loaded only when the picker first opens. One line per
 * emoji: `emoji name|keywords`.
 */
const LINES = `
😀 grinning face|smile happy
😃 grinning face with big eyes|smile happy joy
😄 grinning face with smiling eyes|smile happy laugh
😁 beaming face with smiling eyes|grin happy
😆 grinning squinting face|laugh lol
😅 grinning face with sweat|relief phew
🤣 rolling on the floor laughing|lol rofl
😂 face with tears of joy|lol laugh cry
🙂 slightly smiling face|smile
🙃 upside-down face|silly sarcasm
😉 winking face|wink
😊 smiling face with smiling eyes|blush happy
😇 smiling face with halo|angel innocent
🥰 smiling face with hearts|love adore
😍 smiling face with heart-eyes|love crush
🤩 star-struck|wow amazing
😘 face blowing a kiss|kiss love
😗 kissing face|kiss
😋 face savoring food|yum delicious
😛 face with tongue|tongue playful
😜 winking face with tongue|crazy playful
🤪 zany face|crazy wild
😝 squinting face with tongue|tongue silly
🤑 money-mouth face|money rich
🤗 smiling face with open hands|hug
🤭 face with hand over mouth|oops giggle
🤫 shushing face|quiet secret
🤔 thinking face|think hmm
🤐 zipper-mouth face|secret quiet
🤨 face with raised eyebrow|skeptical suspicious
😐 neutral face|meh
😑 expressionless face|blank
😶 face without mouth|speechless
😏 smirking face|smirk
😒 unamused face|meh annoyed
🙄 face with rolling eyes|eyeroll whatever
😬 grimacing face|awkward yikes
😌 relieved face|calm relief
😔 pensive face|sad thoughtful
😪 sleepy face|tired
🤤 drooling face|want drool
😴 sleeping face|sleep zzz
😷 face with medical mask|sick mask
🤒 face with thermometer|sick ill
🤕 face with head-bandage|hurt injured
🤢 nauseated face|sick gross
🤮 face vomiting|sick gross
🥵 hot face|hot heat
🥶 cold face|cold freezing
🥴 woozy face|dizzy drunk
😵 face with crossed-out eyes|dizzy dead
🤯 exploding head|mind blown wow
🤠 cowboy hat face|cowboy yeehaw
🥳 partying face|party celebrate birthday
😎 smiling face with sunglasses|cool
🤓 nerd face|nerd geek
🧐 face with monocle|curious inspect
😕 confused face|confused
😟 worried face|worried
🙁 slightly frowning face|sad
😮 face with open mouth|wow surprised
😯 hushed face|surprised
😲 astonished face|shocked wow
😳 flushed face|embarrassed
🥺 pleading face|please puppy eyes
😦 frowning face with open mouth|shocked
😧 anguished face|shocked
😨 fearful face|scared fear
😰 anxious face with sweat|nervous
😥 sad but relieved face|phew
😢 crying face|sad tear
😭 loudly crying face|sob sad cry
😱 face screaming in fear|scream scared
😖 confounded face|frustrated
😣 persevering face|struggle
😞 disappointed face|sad
😓 downcast face with sweat|hard work
😩 weary face|tired
😫 tired face|exhausted
🥱 yawning face|bored tired
😤 face with steam from nose|triumph angry
😡 enraged face|angry mad
😠 angry face|mad
🤬 face with symbols on mouth|swear angry
😈 smiling face with horns|devil evil
👿 angry face with horns|devil
💀 skull|dead lol
☠️ skull and crossbones|danger pirate
💩 pile of poo|poop
🤡 clown face|clown
👹 ogre|monster
👻 ghost|spooky boo
👽 alien|ufo space
🤖 robot|bot ai
😺 grinning cat|cat happy
😹 cat with tears of joy|cat laugh
😻 smiling cat with heart-eyes|cat love
🙈 see-no-evil monkey|monkey shy
🙉 hear-no-evil monkey|monkey
🙊 speak-no-evil monkey|monkey oops
💋 kiss mark|kiss lips
💌 love letter|love mail
💘 heart with arrow|love cupid
💝 heart with ribbon|gift love
💖 sparkling heart|love
💗 growing heart|love
💓 beating heart|love
💞 revolving hearts|love
💕 two hearts|love
💟 heart decoration|love
❣️ heart exclamation|love
💔 broken heart|sad breakup
❤️‍🔥 heart on fire|passion love
❤️ red heart|love like
🧡 orange heart|love
💛 yellow heart|love
💚 green heart|love
💙 blue heart|love
💜 purple heart|love
🤎 brown heart|love
🖤 black heart|love
🤍 white heart|love
💯 hundred points|100 perfect
💢 anger symbol|angry
💥 collision|boom bang
💫 dizzy|stars
💦 sweat droplets|water
💨 dashing away|fast wind
🕳️ hole|hole
💬 speech balloon|chat comment
💭 thought balloon|think
💤 zzz|sleep
👋 waving hand|hello hi bye wave
🤚 raised back of hand|hand
✋ raised hand|hand stop high five
🖖 vulcan salute|spock
👌 ok hand|ok perfect
🤌 pinched fingers|italian
🤏 pinching hand|small tiny
✌️ victory hand|peace
🤞 crossed fingers|luck hope
🤟 love-you gesture|love
🤘 sign of the horns|rock metal
🤙 call me hand|call shaka
👈 backhand index pointing left|left point
👉 backhand index pointing right|right point
👆 backhand index pointing up|up point
👇 backhand index pointing down|down point
☝️ index pointing up|up point
👍 thumbs up|yes like ok approve
👎 thumbs down|no dislike
✊ raised fist|fist power
👊 oncoming fist|punch fist bump
👏 clapping hands|clap applause bravo
🙌 raising hands|celebrate hooray
👐 open hands|hug
🤲 palms up together|pray
🤝 handshake|deal agreement
🙏 folded hands|please thanks pray
✍️ writing hand|write
💪 flexed biceps|strong muscle
🧠 brain|smart think
👀 eyes|look see
👁️ eye|see
👅 tongue|tongue
👄 mouth|lips
👶 baby|baby
🧒 child|kid
👦 boy|boy
👧 girl|girl
🧑 person|person
👨 man|man
👩 woman|woman
🧓 older person|old
🙋 person raising hand|hello question
🤦 person facepalming|facepalm ugh
🤷 person shrugging|shrug whatever
🙇 person bowing|sorry bow
💁 person tipping hand|info sassy
🧑‍💻 technologist|coder developer laptop
🧑‍🎨 artist|art painter
🧑‍🚀 astronaut|space rocket
🥷 ninja|ninja stealth
🦸 superhero|hero
🧙 mage|wizard magic
🧜 merperson|mermaid
🏃 person running|run fast
💃 woman dancing|dance party
🕺 man dancing|dance party
🧘 person in lotus position|yoga calm
🐶 dog face|dog puppy
🐱 cat face|cat kitten
🐭 mouse face|mouse
🐹 hamster|hamster
🐰 rabbit face|bunny
🦊 fox|fox
🐻 bear|bear
🐼 panda|panda
🐨 koala|koala
🐯 tiger face|tiger
🦁 lion|lion
🐮 cow face|cow
🐷 pig face|pig
🐸 frog|frog pepe
🐵 monkey face|monkey
🐔 chicken|chicken
🐧 penguin|penguin
🐦 bird|bird
🦆 duck|duck
🦅 eagle|eagle
🦉 owl|owl wise
🦄 unicorn|unicorn magic
🐝 honeybee|bee
🦋 butterfly|butterfly
🐌 snail|slow
🐙 octopus|octopus
🦈 shark|shark
🐳 spouting whale|whale
🐬 dolphin|dolphin
🐢 turtle|slow turtle
🐍 snake|snake
🦖 T-Rex|dinosaur
🐉 dragon|dragon
🌵 cactus|desert
🎄 Christmas tree|christmas holiday
🌲 evergreen tree|tree
🌳 deciduous tree|tree
🌴 palm tree|beach summer
🌱 seedling|grow plant
🍀 four leaf clover|luck
🍁 maple leaf|autumn fall
🍂 fallen leaf|autumn
🌸 cherry blossom|spring flower
🌹 rose|flower love
🌻 sunflower|flower
🌼 blossom|flower
🌷 tulip|flower spring
🍄 mushroom|mushroom
🌍 globe showing Europe-Africa|world earth
🌎 globe showing Americas|world earth
🌏 globe showing Asia-Australia|world earth
🌙 crescent moon|moon night
🌕 full moon|moon
🌞 sun with face|sun
⭐ star|star
🌟 glowing star|star shine
✨ sparkles|sparkle magic shiny
⚡ high voltage|lightning zap fast
🔥 fire|fire lit hot
🌈 rainbow|rainbow pride
☀️ sun|sun sunny
⛅ sun behind cloud|cloudy
☁️ cloud|cloud
🌧️ cloud with rain|rain
⛈️ cloud with lightning and rain|storm
❄️ snowflake|snow cold winter
☃️ snowman|snow winter
🌊 water wave|wave ocean sea
💧 droplet|water drop
🍏 green apple|apple fruit
🍎 red apple|apple fruit
🍊 tangerine|orange fruit
🍋 lemon|lemon fruit
🍌 banana|banana fruit
🍉 watermelon|melon fruit summer
🍇 grapes|grape fruit
🍓 strawberry|berry fruit
🍑 peach|peach fruit
🍒 cherries|cherry fruit
🥭 mango|mango fruit
🍍 pineapple|pineapple fruit
🥥 coconut|coconut
🥑 avocado|avocado
🍆 eggplant|aubergine
🥕 carrot|carrot
🌽 ear of corn|corn
🌶️ hot pepper|spicy chili
🥦 broccoli|vegetable
🍞 bread|bread toast
🥐 croissant|croissant breakfast
🥯 bagel|bagel
🧀 cheese wedge|cheese
🥚 egg|egg
🍳 cooking|egg breakfast
🥞 pancakes|breakfast
🥓 bacon|bacon breakfast
🍔 hamburger|burger
🍟 french fries|fries
🍕 pizza|pizza
🌭 hot dog|hotdog
🌮 taco|taco
🌯 burrito|burrito
🍜 steaming bowl|ramen noodles
🍣 sushi|sushi
🍦 soft ice cream|ice cream
🍩 doughnut|donut
🍪 cookie|cookie
🎂 birthday cake|cake birthday
🍰 shortcake|cake
🧁 cupcake|cupcake
🍫 chocolate bar|chocolate
🍿 popcorn|popcorn movie drama
☕ hot beverage|coffee tea morning gm
🍵 teacup without handle|tea
🧋 bubble tea|boba
🍺 beer mug|beer cheers
🍻 clinking beer mugs|cheers beer
🥂 clinking glasses|cheers toast champagne
🍷 wine glass|wine
🍸 cocktail glass|cocktail
🍾 bottle with popping cork|champagne celebrate
⚽ soccer ball|football soccer
🏀 basketball|basketball
🏈 american football|football
⚾ baseball|baseball
🎾 tennis|tennis
🏐 volleyball|volleyball
🏓 ping pong|table tennis
🏆 trophy|win award
🥇 1st place medal|gold first win
🥈 2nd place medal|silver second
🥉 3rd place medal|bronze third
🏅 sports medal|medal
🎯 direct hit|target bullseye
🎮 video game|gaming controller
🕹️ joystick|gaming
🎲 game die|dice
🧩 puzzle piece|puzzle
♟️ chess pawn|chess
🎨 artist palette|art paint
🎬 clapper board|movie film
🎤 microphone|sing karaoke
🎧 headphone|music listen
🎵 musical note|music
🎶 musical notes|music
🎸 guitar|guitar music rock
🎹 musical keyboard|piano
🥁 drum|drum
🎉 party popper|party celebrate tada congrats
🎊 confetti ball|party celebrate
🎈 balloon|party birthday
🎁 wrapped gift|gift present
🎀 ribbon|ribbon gift
🧧 red envelope|red packet lucky money gift
🎆 fireworks|fireworks celebrate
🎇 sparkler|fireworks
🚀 rocket|launch moon ship
✈️ airplane|travel flight
🚗 automobile|car
🚕 taxi|taxi
🚌 bus|bus
🚲 bicycle|bike
🛸 flying saucer|ufo
⛵ sailboat|boat
🚢 ship|ship
🏠 house|home
🏢 office building|office work
🏖️ beach with umbrella|beach vacation
🏔️ snow-capped mountain|mountain
🌋 volcano|volcano
🗽 Statue of Liberty|new york
🗼 Tokyo tower|tokyo
🌃 night with stars|night city
⌚ watch|time
📱 mobile phone|phone
💻 laptop|computer work
⌨️ keyboard|type
🖥️ desktop computer|computer
🖨️ printer|print
🖱️ computer mouse|mouse
💾 floppy disk|save
📷 camera|photo picture
📸 camera with flash|photo
🎥 movie camera|film video
📺 television|tv
📻 radio|radio
🔋 battery|battery power
🔌 electric plug|plug
💡 light bulb|idea
🔦 flashlight|light
🕯️ candle|candle
📚 books|read study
📖 open book|read
📝 memo|note write
✏️ pencil|write edit
🖊️ pen|write
📌 pushpin|pin
📎 paperclip|attach
✂️ scissors|cut
📅 calendar|date schedule
📆 tear-off calendar|date
🗓️ spiral calendar|schedule
📈 chart increasing|up growth stonks
📉 chart decreasing|down loss
📊 bar chart|chart stats poll
📦 package|box ship
📬 open mailbox with raised flag|mail
📣 megaphone|announce
📢 loudspeaker|announce
🔔 bell|notification
🔕 bell with slash|mute
🔒 locked|lock private
🔓 unlocked|unlock
🔑 key|key password
🔨 hammer|build tool
🛠️ hammer and wrench|tools build
⚙️ gear|settings
🧪 test tube|test science
🔬 microscope|science
🔭 telescope|space
💊 pill|medicine
💰 money bag|money rich
💸 money with wings|money spend
💵 dollar banknote|money cash
💳 credit card|card pay
💎 gem stone|diamond gem
⚖️ balance scale|justice law
🪙 coin|coin crypto token
⛓️ chains|chain blockchain
🧭 compass|direction
⏰ alarm clock|time alarm
⏳ hourglass not done|wait time
⌛ hourglass done|time
🚨 police car light|alert siren
🚧 construction|wip building
🛑 stop sign|stop
🚩 triangular flag|flag red flag
🏁 chequered flag|finish race
🏳️‍🌈 rainbow flag|pride
✅ check mark button|done yes check
☑️ check box with check|done
✔️ check mark|done yes
❌ cross mark|no wrong
❎ cross mark button|no
➕ plus|add
➖ minus|subtract
❓ red question mark|question
❔ white question mark|question
❗ red exclamation mark|exclamation important
‼️ double exclamation mark|exclamation
⚠️ warning|warning caution
🚫 prohibited|no forbidden
⛔ no entry|no stop
♻️ recycling symbol|recycle
🔄 counterclockwise arrows button|refresh sync
🔁 repeat button|repeat retweet
➡️ right arrow|right
⬅️ left arrow|left
⬆️ up arrow|up
⬇️ down arrow|down
🔗 link|link chain url
🆕 NEW button|new
🆒 COOL button|cool
🆗 OK button|ok
🆙 UP! button|up
🔝 TOP arrow|top
💲 heavy dollar sign|dollar money
#️⃣ keycap: #|hashtag number
🔴 red circle|red
🟠 orange circle|orange
🟡 yellow circle|yellow
🟢 green circle|green
🔵 blue circle|blue
🟣 purple circle|purple
⚫ black circle|black
⚪ white circle|white
🟥 red square|red
🟩 green square|green
🟦 blue square|blue
`;

export interface EmojiEntry {
  emoji: string;
  name: string;
  keywords: readonly string[];
}

export const EMOJI: readonly EmojiEntry[] = LINES.trim()
  .split('\n')
  .map((line) => {
    const space = line.indexOf(' ');
    const [name = '', words = ''] = line.slice(space + 1).split('|');
    return {
      emoji: line.slice(0, space),
      name,
      keywords: words.split(' ').filter(Boolean),
    };
  });
