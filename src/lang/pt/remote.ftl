### remote: uma partida com alguém noutro terminal.

## The panel's line for the link.
remote-waiting-host = À espera do adversário: ele escreve o comando da linha de cima
remote-waiting-join = A ligar à partida…
remote-greeting = Ligado; a acertar a partida…
remote-connected = { $who } está ligado
remote-thinking = { $who } está a pensar (ligado)
remote-draw-waiting = { $who } está a pensar na sua proposta de empate
remote-undo-waiting = { $who } está a pensar no seu pedido para voltar atrás
remote-gone = { $who } saiu ({ $why }); a partida espera: qualquer um pode voltar com o mesmo comando e código
remote-gone-over = { $who } saiu ({ $why }); a partida terminou e está guardada
remote-ended = A ligação com o outro lado terminou: { $why }
remote-bye = saiu

## What the keys here meet.
remote-their-turn = É a vez de { $who }, no outro terminal
remote-not-connected = O outro lado não está ligado: a partida espera
remote-not-alone = Não através da ligação: a partida é dos dois, e só o que ambos veem a muda
remote-draw-offered = Propôs empate a { $who }; à espera da resposta
remote-draw-missed = { $who } propôs empate enquanto estava ocupado: recusado
remote-undo-asked = Pediu a { $who } para voltar atrás em { $what }; à espera da resposta
remote-undo-missed = { $who } pediu para voltar atrás enquanto estava ocupado: recusado
remote-undo-allowed = { $who } aceitou: { $what } desfeito
remote-undo-declined = { $who } não aceitou voltar atrás
remote-undo-over = A partida acabou: nada se desfaz através da ligação
remote-left = { $who } saiu da partida; ela espera pelo regresso
remote-left-over = { $who } saiu; a partida terminou e está guardada

## Why the link was ended: what the other side sent.
net-too-long = o outro lado enviou uma mensagem de { $bytes } bytes, mais do que uma partida precisa
net-garbled = o outro lado enviou algo que não é uma mensagem do morris ({ $why })
remote-msg-version = o outro lado fala a versão { $theirs } das mensagens, este morris a { $ours }: ambos precisam da mesma versão do morris
net-out-of-order = o outro lado enviou as mensagens fora de ordem
net-out-of-turn = o outro lado jogou fora da sua vez
net-replayed = o outro lado enviou a decisão { $ply } quando a partida estava na decisão { $expected } (uma mensagem antiga repetida?)
net-unknown = o outro lado enviou uma decisão ilegível: { $decision }
net-illegal = o outro lado jogou { $decision }, que as regras recusam: { $why }
net-unasked = o outro lado respondeu a uma proposta nunca feita
net-bad-undo = o outro lado pediu para voltar à decisão { $to }, que a partida não alcançou
net-game-over = o outro lado continuou a jogar depois do fim da partida
net-bad-record = o registo do outro lado é ilegível: { $why }
net-other-rules = a partida do outro lado tem outras regras ou outro início
net-other-game = o registo do outro lado não é esta partida: tem { $theirs } decisões, este { $ours }, e separam-se depois de { $both }; nada foi desfeito, e a partida fica como está aqui
net-same-side = os dois lados jogariam a mesma cor

## Why a link could not be made, or ended (the link's own reasons).
link-wrong-code = o outro lado usou outro código
link-code-spent = demasiados códigos errados: este código está gasto, abra uma nova partida
link-too-large = o outro lado anunciou uma mensagem de { $len } bytes, mais do que { $limit }
link-too-fast = o outro lado enviou demasiadas mensagens depressa demais
link-tampered = uma mensagem foi alterada, repetida ou forjada pelo caminho
link-closed = a ligação foi fechada
link-io = erro de rede: { $why }
link-protocol = o outro lado violou o protocolo da ligação: { $what }
link-version = o outro lado tem outra versão do morris
link-timeout = nada chegou a tempo
link-relay-busy = o relay está ocupado
link-nameplate-taken = o número do código está em uso no relay
link-bad-address = não é um endereço (host:porta)
link-cancelled = cancelado

## The commands.
remote-bad-code = { $code } não é um código ({ $why }): um código é um número e duas palavras, como 7-purple-sausage
remote-cannot-host = não é possível abrir a partida: { $why }
remote-cannot-join = não é possível entrar na partida: { $why }
remote-join-usage = indique o endereço do anfitrião e o código (morris join ENDEREÇO CÓDIGO), ou --relay ENDEREÇO e o código (morris join --relay ENDEREÇO CÓDIGO)

## Why a text is not a code.
code-empty = nenhum código indicado
code-too-long = demasiado longo para um código
code-bad-number = um código começa por um número de 1 a 65535
code-word-count = um código tem duas palavras depois do número, não { $n }
code-unknown-word = a palavra { $place } ('{ $word }') não é uma das palavras dos códigos
net-other-clock = o outro lado joga outro controlo de tempo ({ $clock }, em segundos)
net-no-time = a decisão do outro lado não diz o tempo que resta no seu relógio
net-too-much-time = o outro lado afirma ter { $claimed } no relógio, mais do que o controlo de tempo permite ({ $most })
net-false-flag = o outro lado diz que o seu tempo acabou, mas o seu relógio ainda tem { $left }
net-other-time = o outro lado diz que um relógio tinha { $theirs } depois da decisão { $number }, mas o registo deste lado diz { $ours }
remote-silent = nada se ouviu do outro lado há { $secs } s
remote-come-back = Para voltar a esta partida (o seu amigo pode esperar): { $line }

# Um adversário noutro terminal, a partir do menu.
friend-waiting-host = À espera do seu adversário: ele escreve o comando da linha de cima; Esc deixa de esperar
friend-waiting-join = A ligar à partida do seu adversário… (Esc desiste)
friend-stopped-hosting = Deixou de esperar: a partida já não está aberta ao seu adversário, e a sua porta foi fechada
friend-stopped-joining = Desistiu de entrar na partida do seu adversário
friend-reach-direct = diretamente, na porta { $port }
friend-reach-listen = diretamente, em { $address }
friend-reach-relay = através do relay { $relay }
join-empty = Escreva o que o seu adversário lhe lê: o endereço dele e o código (ENDEREÇO CÓDIGO)
join-no-address = Isso é só o código: escreva antes dele o endereço do seu adversário (ENDEREÇO CÓDIGO), ou --relay ENDEREÇO CÓDIGO
join-no-code = Falta o código: escreva o endereço do seu adversário e depois o código (ENDEREÇO CÓDIGO)
join-too-many = { $n } palavras: escreva só o endereço e o código (ENDEREÇO CÓDIGO)
join-relay-missing = --relay precisa do endereço do relay a seguir (--relay ENDEREÇO CÓDIGO)
join-unknown = { $what } não é entendido aqui: escreva ENDEREÇO CÓDIGO, ou --relay ENDEREÇO CÓDIGO
friend-opening = A abrir a ligação… (a procurar o endereço, a contactar o relé)
