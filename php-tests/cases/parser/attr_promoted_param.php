<?php
class P {
    public function __construct(
        #[Inject] private readonly Service $service,
        #[\SensitiveParameter] protected string $secret = '',
    ) {}
}
