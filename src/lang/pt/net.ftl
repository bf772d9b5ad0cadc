### net
# A ligação entre dois terminais e o relé: porque uma ligação não se fez ou terminou, porque um
# código não é um código, e o registo do relé.

net-wrong-code = o outro lado usou outro código: verifique-o e tente de novo
net-code-spent = foram tentados demasiados códigos errados: este código está gasto, comece de novo para ter outro
net-too-large = o outro lado enviou uma mensagem de { $len } bytes (aceitam-se no máximo { $limit }): a ligação foi fechada
net-too-fast = o outro lado enviou demasiadas mensagens depressa demais: a ligação foi fechada
net-tampered = uma mensagem foi alterada, repetida ou forjada pelo caminho: a ligação foi fechada
net-closed = a ligação foi fechada
net-refused = ninguém responde nesse endereço
net-unreachable = esse endereço não se alcança
net-addr-in-use = esse endereço está a ser usado por outro programa
net-addr-not-here = esse endereço não é desta máquina
net-permission = não é permitido usar esse endereço (uma porta abaixo de 1024 pede direitos especiais)
net-io = erro de rede: { $why }
net-protocol = o outro lado quebrou o protocolo ({ $what }): a ligação foi fechada
net-version = o outro lado usa outra versão do morris
net-timeout = sem resposta a tempo
net-relay-busy = o relé está ocupado: tente mais tarde
net-nameplate-taken = o número do código está em uso no relé: comece de novo para ter outro código
net-bad-address = não é um endereço: indique host:porta
net-cancelled = cancelado
# Um código é assim: 7-purple-sausage, um número e duas palavras.
net-code-empty = nenhum código dado (um código é assim: 7-purple-sausage)
net-code-too-long = demasiado longo para um código (um código é assim: 7-purple-sausage)
net-code-number = um código começa por um número de 1 a 65535, como em 7-purple-sausage
net-code-word-count = um código tem duas palavras depois do número, não { $n }
net-code-unknown-word = a palavra { $place } ('{ $word }') não é uma das palavras de um código
# O registo do relé: nem códigos, nem lances.
net-relay-listening = relé à escuta em { $addr }
net-relay-refused = recusada uma ligação de { $from }: { $why }
net-relay-paired = dois jogadores encontraram-se (partidas abertas: { $pairs })
net-relay-ended = uma partida terminou após { $secs } s e { $bytes } bytes (partidas abertas: { $pairs })
net-relay-stopped = relé parado
